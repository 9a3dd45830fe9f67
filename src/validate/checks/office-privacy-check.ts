// A site whose form sends to its office keeps every enquiry there (the office's database), not
// only in an email: the privacy page should say so. A site whose privacy page never names the
// office's address hears so at office.url (the word "office" alone is too common: an email
// address office@… or "our office answers").
import type { CheckContext } from './check-context.ts';
import type { FlatRoute } from '../../site/routes.ts';

const PRIVACY = /privacy|confidentialit|datenschutz|privacidad/i;

function wordsOf(page: FlatRoute): string {
  const out: string[] = [page.route.heading ?? ''];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(page.route.blocks);
  return out.join('\n');
}

export function officePrivacyCheck(ctx: CheckContext): void {
  const url = ctx.config.office?.url;
  if (!url) return;
  let host = '';
  try {
    host = new URL(url).host;
  } catch {
    return; // the office setting's own check says what is wrong with it
  }
  const privacy = ctx.flat.find((r) => PRIVACY.test(`${r.fullPath} ${r.route.name ?? ''} ${r.route.heading ?? ''}`));
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
