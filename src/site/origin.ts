// A URL origin, parsed as what it is: a scheme, a host and an optional port, nothing
// else. emailjs.origin goes into the Content-Security-Policy and dist/_headers, and
// business.siteUrl into robots.txt, the sitemap and every canonical link, so a space,
// quote, semicolon or line break there would write new policy words or header lines.
// https only, except http for this machine (localhost, 127.0.0.1, [::1]).
// Browser-safe: no Node imports.

export type OriginVerdict = { ok: true } | { ok: false; problem: string; fix: string };

const SHAPE =
  /^(https?):\/\/([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::([0-9]{1,5}))?$/;
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

function shortened(value: string): string {
  return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
}

/** Whether a value is a plain origin, and if not, what is wrong with it in words. */
export function checkOrigin(value: string, example = 'https://api.emailjs.com'): OriginVerdict {
  const fix = `Write only https://, the host name and, if needed, :port, e.g. ${example}.`;
  const bad = (problem: string, fixed = fix): OriginVerdict => ({
    ok: false,
    problem: `${shortened(value)} ${problem}`,
    fix: fixed,
  });
  if (/[\s'";,]/.test(value))
    return bad('holds spaces, quotes, commas, semicolons or line breaks; an address has none of them.');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return bad('is not a web address.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return bad(`starts with ${url.protocol}, not https://.`);
  if (url.username || url.password) return bad('holds a user name or password (an @ sign).');
  if (`${url.pathname}${url.search}${url.hash}` !== '/' || /[?#]/.test(value) || value.endsWith('/')) {
    return bad(
      'has more than the scheme, host and port (a path, a / at the end, ? or #).',
      `Leave out everything after the host name and port: ${url.origin}.`,
    );
  }
  if (!SHAPE.test(value)) {
    if (/[A-Z]/.test(value) && value.toLowerCase() === url.origin)
      return bad('has capital letters.', `Write it in lower case: ${url.origin}.`);
    return bad(
      'is not written as scheme://host[:port].',
      url.origin !== 'null' && url.origin !== value ? `Write it as ${url.origin}.` : fix,
    );
  }
  if (url.origin !== value)
    return bad('names the default port, or writes the host in a form browsers rewrite.', `Write it as ${url.origin}.`);
  if (
    url.protocol === 'http:' &&
    !LOCAL_HOSTS.includes(url.hostname.toLowerCase()) &&
    !LOCAL_HOSTS.includes(url.host)
  ) {
    return bad('uses http://, which anyone on the way can read and change.', `Use https://: https://${url.host}.`);
  }
  return { ok: true };
}

export function isPlainOrigin(value: unknown): value is string {
  return typeof value === 'string' && checkOrigin(value).ok;
}
