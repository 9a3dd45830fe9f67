// The link pattern of the schema (what an editor checks while typing) and the URL
// classifier of the validator (what `npm run validate` checks) agree on every link of one
// corpus: safe links pass both, links that cannot work fail both. Schemes are written in
// lower case (HTTPS:// is refused with a fix), and backslashes never pass.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classifyUrl } from '../../src/validate/checks/url-checks.ts';

const common = JSON.parse(readFileSync('schema/common.schema.json', 'utf8'));
// As ajv and yaml-language-server run a JSON Schema pattern: an ECMAScript regex with the u flag.
const pattern = new RegExp(common.$defs.link.pattern, 'u');

const CORPUS: Array<[string, 'ok' | 'bad']> = [
  ['/', 'ok'],
  ['/contact', 'ok'],
  ['contact', 'ok'],
  ['why-use-us', 'ok'],
  ['/residential/faqs#gutter-cleaning', 'ok'],
  ['residential/faqs', 'ok'],
  ['#roof-washing', 'ok'],
  ['/contact?from=menu', 'ok'],
  ['/contact?from=menu#form', 'ok'],
  ['?a=1#top', 'ok'],
  ['/contact/', 'ok'],
  ['../faqs', 'ok'],
  ['https://www.example.com', 'ok'],
  ['http://example.com/a?b=c#d', 'ok'],
  ['HTTPS://WWW.EXAMPLE.COM/', 'bad'],
  ['Https://example.com', 'bad'],
  ['https://user@example.com/', 'ok'],
  ['https://example.com:8443/x', 'ok'],
  ['tel:+19855550142', 'ok'],
  ['tel:985-555-0142', 'ok'],
  ['tel:(985) 555-0142', 'ok'],
  ['tel: +1 985 555 0142', 'ok'],
  [' tel:+19855550142', 'bad'],
  ['tel:+19855550142 ', 'bad'],
  ['TEL:+19855550142', 'bad'],
  ['Tel:+44.20.7946.0958', 'bad'],
  ['mailto:office@pelicanexterior.example', 'ok'],
  ['MAILTO:office@pelicanexterior.example', 'bad'],
  ['mailto:a@b.co?subject=Quote', 'ok'],
  ['javascript:alert(1)', 'bad'],
  ['JAVASCRIPT:alert(1)', 'bad'],
  ['JavaScript:void(0)', 'bad'],
  ['java\tscript:alert(1)', 'bad'],
  [' javascript:alert(1)', 'bad'],
  ['data:text/html;base64,PHNjcmlwdD4=', 'bad'],
  ['DATA:text/html,x', 'bad'],
  ['vbscript:msgbox(1)', 'bad'],
  ['VBScript:MsgBox(1)', 'bad'],
  ['ftp://files.example.com/a.pdf', 'bad'],
  ['FTP://files.example.com', 'bad'],
  ['file:///etc/passwd', 'bad'],
  ['sms:+19855550142', 'bad'],
  ['whatsapp://send', 'bad'],
  ['//evil.example/x', 'bad'],
  ['https://', 'bad'],
  ['https:///path', 'bad'],
  ['http:example.com', 'bad'],
  ['HTTPS://', 'bad'],
  ['tel:call-us', 'bad'],
  ['tel:', 'bad'],
  ['TEL:123', 'bad'],
  ['tel:+1234567890123456', 'bad'],
  ['mailto:office', 'bad'],
  ['mailto:', 'bad'],
  ['MAILTO:a@b', 'bad'],
  ['mailto:a b@c.com', 'bad'],
  ['#', 'bad'],
  ['?x=1', 'bad'],
  ['/why use us', 'bad'],
  [' /contact', 'bad'],
  ['/contact ', 'bad'],
  ['https://example.com/a b', 'bad'],
  ['/\\evil.example', 'bad'],
  ['https:\\\\evil.example', 'bad'],
  ['\\\\evil.example/x', 'bad'],
];

describe('link pattern and URL classifier', () => {
  it('the corpus covers schemes in upper, lower and mixed case', () => {
    expect(CORPUS.filter(([u]) => /^[A-Z]{2,}/.test(u)).length).toBeGreaterThan(5);
    expect(CORPUS.filter(([, v]) => v === 'bad').length).toBeGreaterThan(20);
  });

  it.each(CORPUS)('%j is %s for both', (url, verdict) => {
    expect(classifyUrl(url).kind === 'bad' ? 'bad' : 'ok').toBe(verdict);
    expect(pattern.test(url) ? 'ok' : 'bad').toBe(verdict);
  });
});
