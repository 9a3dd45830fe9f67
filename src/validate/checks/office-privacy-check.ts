// A site whose form sends to its office keeps every enquiry there (the office's database), not
// only in an email: the privacy page should say so. A site whose privacy page never names the
// office's address hears so at office.url (the word "office" alone is too common: an email
// address office@… or "our office answers").
import type { CheckContext } from './check-context.ts';
import { privacyPages, wordsOf } from './privacy-page.ts';

export function officePrivacyCheck(ctx: CheckContext): void {
  const url = ctx.config.office?.url;
  if (!url) return;
  let host = '';
  try {
    host = new URL(url).host;
  } catch {
    return; // the office setting's own check says what is wrong with it
  }
  const privacy = privacyPages(ctx.flat)[0];
  if (!privacy) return;
  const words = wordsOf(privacy);
  if (words.includes(host)) return;
  ctx.report(
    ['office', 'url'],
    `The form sends each request to your office (${host}), which keeps it, but the privacy page ${privacy.fullPath} never says so.`,
    `Add to ${privacy.fullPath} where requests are kept: "Each request you send is stored in our office system at ${host}, where we follow it up; we delete it after 24 months (or the months set in office.yaml), and on request." If the page says requests go only to EmailJS, change that sentence too.`,
    'warning',
  );
}
