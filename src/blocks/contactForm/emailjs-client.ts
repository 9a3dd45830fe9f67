// The one place that talks to @emailjs/browser. init() runs once per settings (the SDK keeps
// them in a module-level store): a per-call origin is ignored by sendForm, and limitRate only
// works with a storageProvider, so both go to init().
import { init, sendForm, type EmailJSResponseStatus } from '@emailjs/browser';
import type { SendSettings } from './email-settings.ts';
import { safeStorage } from './safe-storage.ts';
import { statusOf } from './send-error.ts';

/** The key limitRate keeps the last send time under (shared by every form on the site). */
export const LIMIT_RATE_ID = 'contact-form';

const storage = safeStorage();
let initialisedWith: string | undefined;

function setup(settings: SendSettings): void {
  const key = JSON.stringify(settings);
  if (initialisedWith === key) return;
  init({
    publicKey: settings.publicKey,
    origin: settings.origin,
    blockHeadless: false, // true would answer 451 to every browser with navigator.webdriver, tests included
    limitRate: { id: LIMIT_RATE_ID, throttle: settings.throttleMs },
    storageProvider: storage,
  });
  initialisedWith = key;
}

/** Sends the form's fields plus lib_version, service_id, template_id and user_id. */
export async function sendEnquiry(form: HTMLFormElement, settings: SendSettings): Promise<EmailJSResponseStatus> {
  setup(settings);
  try {
    return await sendForm(settings.serviceId, settings.templateId, form);
  } catch (error) {
    // limitRate stamps the time before the request goes out. Only a delivered request (or a
    // 429, local or from the server) should make the visitor wait; after any other failure
    // they may press the button again at once.
    if (statusOf(error) !== 429) await storage.remove(LIMIT_RATE_ID);
    throw error;
  }
}
