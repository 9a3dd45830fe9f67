// Where the form sends to: site.yaml's emailjs: settings, overridden by the build's
// environment (VITE_EMAILJS_PUBLIC_KEY, _SERVICE_ID, _TEMPLATE_ID, _ORIGIN). The origin
// `self` means this site's own server, which answers with the local stand-in
// (vite/email-standin.ts) under `npm start` and `npm run dev`; those default to it.
// A build for a real EmailJS server whose settings are missing or still the YOUR_...
// placeholders cannot send: its form hands the request to the visitor's email app instead,
// and says so before the visitor starts (`handOff`).
// A site that names an office (site.yaml office:) sends there first, and never hands off: its
// EmailJS settings, when they can send, are the backup (delivery/sender.ts).
import type { EmailSettings, OfficeSettings } from '../../site/site-types.generated.ts';
import type { Route } from './delivery/store.ts';

export const EMAILJS_ORIGIN = 'https://api.emailjs.com';
export const DEFAULT_THROTTLE_MS = 60_000;
/** The key, service and template the stand-in gets for those site.yaml leaves out. */
export const STAND_IN_VALUE = 'stand-in';

export interface EmailEnv {
  VITE_EMAILJS_PUBLIC_KEY?: string;
  VITE_EMAILJS_SERVICE_ID?: string;
  VITE_EMAILJS_TEMPLATE_ID?: string;
  VITE_EMAILJS_ORIGIN?: string;
  /** true under `vite` (npm start, npm run dev). */
  DEV?: boolean;
}

export interface SendSettings {
  publicKey: string;
  /** The main service and template, then the backup when site.yaml names one; none when EmailJS cannot send and an office can. */
  routes: Route[];
  /** The business's own office, without a trailing slash, when site.yaml names one: tried first. */
  office?: string;
  autoReplyTemplateId?: string;
  /** The server the form posts to, without a trailing slash. */
  origin: string;
  /** true when the origin is this site's own server (the stand-in). */
  standIn: boolean;
  /** true when the site cannot send: the form opens the visitor's email app instead. */
  handOff: boolean;
  throttleMs: number;
}

/** site.yaml ships with YOUR_... placeholders until the owner fills in the account. */
export function isPlaceholder(value: string | undefined): boolean {
  return !value?.trim() || /^YOUR_/i.test(value.trim());
}

/** `selfOrigin` is the page's origin; the server renderer, which has none, gives ''. */
export function resolveSendSettings(
  site: EmailSettings | undefined,
  env: EmailEnv,
  selfOrigin: string,
  officeSettings?: OfficeSettings,
): SendSettings {
  const wanted = env.VITE_EMAILJS_ORIGIN?.trim() || (env.DEV ? 'self' : site?.origin || EMAILJS_ORIGIN);
  const standIn = wanted === 'self';
  const origin = (standIn ? selfOrigin : wanted).replace(/\/+$/, '');
  // The stand-in takes any values; a real server gets no placeholders.
  const pick = (override: string | undefined, fromSite: string | undefined) => {
    const value = override?.trim() || fromSite?.trim() || '';
    return standIn || !isPlaceholder(value) ? value : '';
  };
  // Like EmailJS, the stand-in refuses a request without a key, service or template: a site
  // with no emailjs: settings at all still delivers to it under npm start.
  const required = (override: string | undefined, fromSite: string | undefined) =>
    pick(override, fromSite) || (standIn ? STAND_IN_VALUE : '');
  const publicKey = required(env.VITE_EMAILJS_PUBLIC_KEY, site?.publicKey);
  const main = {
    serviceId: required(env.VITE_EMAILJS_SERVICE_ID, site?.serviceId),
    templateId: required(env.VITE_EMAILJS_TEMPLATE_ID, site?.templateId),
  };
  const backup = {
    serviceId: pick(undefined, site?.backupServiceId) || main.serviceId,
    templateId: pick(undefined, site?.backupTemplateId) || main.templateId,
  };
  const hasBackup = backup.serviceId !== main.serviceId || backup.templateId !== main.templateId;
  const emailCannotSend = !standIn && !(publicKey && main.serviceId && main.templateId);
  const office = officeSettings?.url.trim().replace(/\/+$/, '') || undefined;
  return {
    publicKey,
    routes: emailCannotSend && office ? [] : hasBackup ? [main, backup] : [main],
    office,
    autoReplyTemplateId: pick(undefined, site?.autoReplyTemplateId) || undefined,
    origin,
    standIn,
    handOff: emailCannotSend && !office,
    throttleMs: site?.throttleMs ?? DEFAULT_THROTTLE_MS,
  };
}

/** The build's environment, as Vite writes it into the bundle (the browser's and the server renderer's). */
export function buildEnv(): EmailEnv {
  return {
    VITE_EMAILJS_PUBLIC_KEY: import.meta.env.VITE_EMAILJS_PUBLIC_KEY,
    VITE_EMAILJS_SERVICE_ID: import.meta.env.VITE_EMAILJS_SERVICE_ID,
    VITE_EMAILJS_TEMPLATE_ID: import.meta.env.VITE_EMAILJS_TEMPLATE_ID,
    VITE_EMAILJS_ORIGIN: import.meta.env.VITE_EMAILJS_ORIGIN,
    DEV: import.meta.env.DEV,
  };
}
