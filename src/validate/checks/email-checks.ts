// Warns while the contact form cannot reach a real EmailJS account: the emailjs: settings
// are missing or still the shipped YOUR_... placeholders, and no VITE_EMAILJS_* variable
// overrides them. A warning, not an error: `npm start` delivers to the local stand-in anyway.
import type { SiteConfig } from '../../site/site-types.generated.ts';
import type { Problem } from '../problem.ts';
import { describePath } from '../describe-path.ts';
import { positionOf, type YamlSource } from '../yaml-source.ts';
import type { PathSegment } from '../../site/data-path.ts';

const SETTINGS = [
  ['publicKey', 'VITE_EMAILJS_PUBLIC_KEY'],
  ['serviceId', 'VITE_EMAILJS_SERVICE_ID'],
  ['templateId', 'VITE_EMAILJS_TEMPLATE_ID'],
] as const;

/** With an office, EmailJS is only the backup: the form still delivers without it. */
const OFFICE_FIX =
  "Nothing is needed: the form sends each request to your office. To have a backup for the minutes the office cannot be reached, put the public key, service ID and template ID of your EmailJS account under emailjs:. Without it a request waits on the visitor's device until the office answers.";

const FIX =
  "Put the public key, service ID and template ID of your EmailJS account (dashboard.emailjs.com) under emailjs:, or set VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID and VITE_EMAILJS_TEMPLATE_ID when building. Until then npm start delivers enquiries to .outbox/enquiries.jsonl, and a built site's form says it will open the visitor's own email app, and sends the request that way.";

export function isPlaceholderValue(value: string | undefined): boolean {
  return !value?.trim() || /^YOUR_/i.test(value.trim());
}

export function emailChecks(
  config: SiteConfig,
  source: YamlSource,
  env: Record<string, string | undefined> = process.env,
): Problem[] {
  const warn = (path: PathSegment[], message: string): Problem => {
    const { line, column, file } = positionOf(source, path);
    return {
      severity: 'warning',
      file,
      line,
      column,
      where: describePath(config, path),
      message,
      fix: config.office?.url ? OFFICE_FIX : FIX,
    };
  };
  const office = config.office?.url;
  const notOverridden = SETTINGS.filter(([, variable]) => isPlaceholderValue(env[variable]));
  if (!notOverridden.length) return [];
  if (!config.emailjs)
    return office ? [] : [warn([], 'There are no emailjs: settings, so the contact form cannot send real email.')];
  const placeholders = notOverridden.filter(([key]) => isPlaceholderValue(config.emailjs?.[key]));
  if (!placeholders.length) return [];
  const many = placeholders.length > 1;
  const names = placeholders.map(([key]) => `emailjs.${key}`).join(', ');
  const variables = placeholders.map(([, variable]) => variable).join(', ');
  return [
    warn(
      ['emailjs', placeholders[0][0]],
      `${names} ${many ? 'are' : 'is'} still ${many ? 'placeholders' : 'a placeholder'} and ${variables} ${many ? 'are' : 'is'} not set, so ${office ? `the form has no backup route: when your office (${office}) cannot be reached, a request waits on the visitor's device` : 'the contact form cannot send real email'}.`,
    ),
  ];
}
