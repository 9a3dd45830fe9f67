// The editor's pure helpers and server checks: the bundled schema, the rename plan, the
// guard, upload names and types, and the data path of a problem.
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { bundleSchema, fieldTitle } from '../../editor/shared/bundle-schema.ts';
import { renameInMarkdown, renameLink, renamePlan, RenameError } from '../../editor/shared/rename-links.ts';
import { readSchemaFiles, SCHEMA_KEYWORDS } from '../../src/schema/schema-files.ts';
import { findShared } from '../../src/schema/schema-walk.ts';
import { refusal, isLoopbackAddress } from '../../editor/server/guard.ts';
import { safeStem } from '../../editor/server/images.ts';
import { checkText } from '../../editor/server/problems.ts';
import { testSite } from '../support/test-site.ts';

const siteText = readFileSync(testSite.file, 'utf8');
const siteData = () => parse(siteText) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('bundleSchema', () => {
  const bundle = bundleSchema(readSchemaFiles());
  const refs = [...JSON.stringify(bundle).matchAll(/"\$ref":"([^"]*)"/g)].map((m) => m[1]);

  it('has only local references, each naming a definition that exists', () => {
    expect(refs.length).toBeGreaterThan(50);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/\$defs\//);
      const target = ref
        .slice(2)
        .split('/')
        .reduce<unknown>((s, part) => (s as Record<string, unknown>)?.[part], bundle);
      expect(target, ref).toBeDefined();
    }
    expect(refs).toContain('#/$defs/heroBlock');
    expect(refs).toContain('#/$defs/link');
  });

  it('labels every field: its title, else its name in words', () => {
    const hero = (bundle.$defs as Record<string, { properties: Record<string, { title?: string }> }>).heroBlock;
    expect(hero.properties.highlightedText.title).toBe('Highlighted text');
    expect(hero.properties.callText.title).toBe('Call text');
    expect(hero.properties.id.title).toBe('Anchor id');
    expect(fieldTitle('ctaURLText')).toBe('Cta url text');
  });

  it("compiles with ajv's draft 2020-12 class and judges like the schema files: site.yaml passes, a bad phone fails", () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true, discriminator: true });
    for (const keyword of SCHEMA_KEYWORDS) ajv.addKeyword({ ...keyword });
    const validate = ajv.compile(bundle);
    expect(validate(siteData()), JSON.stringify(validate.errors?.slice(0, 2))).toBe(true);
    const bad = siteData();
    bad.business.phone = 'call us';
    bad.routes[0].blocks[0].headng = 'typo';
    expect(validate(bad)).toBe(false);
    expect(validate.errors?.map((e) => e.instancePath)).toEqual(
      expect.arrayContaining(['/business/phone', '/routes/0/blocks/0']),
    );
  });
});

describe('the rename plan', () => {
  it('rewrites links to the page, its parts and its children, keeping relative links relative', () => {
    expect(renameLink('/residential', '/residential', '/homes')).toBe('/homes');
    expect(renameLink('residential/faqs#gutters', '/residential', '/homes')).toBe('homes/faqs#gutters');
    expect(renameLink('/residential?x=1', '/residential', '/homes')).toBe('/homes?x=1');
    expect(renameLink('/residential-old', '/residential', '/homes')).toBeUndefined();
    expect(renameLink('https://example.com/residential', '/residential', '/homes')).toBeUndefined();
    expect(
      renameInMarkdown('See [our homes](/residential/faqs) and [x](/residentials).', '/residential', '/homes'),
    ).toBe('See [our homes](/homes/faqs) and [x](/residentials).');
  });

  it("changes the page's own path first, then every link, and refuses taken or misplaced addresses", () => {
    const data = siteData();
    const texts = findShared(data).filter((f) => f.kind === 'link' || f.kind === 'markdown');
    const plan = renamePlan(data, '/why-use-us', '/why-choose-us', texts);
    expect(plan.changes[0]).toEqual({
      path: ['routes', expect.any(Number), 'path'],
      before: 'why-use-us',
      after: 'why-choose-us',
    });
    expect(plan.changes.some((c) => c.path[0] === 'menu' && c.after === 'why-choose-us')).toBe(true);
    expect(plan.changes.some((c) => c.path[0] === 'footer' && c.after === '/why-choose-us')).toBe(true);
    expect(JSON.stringify(plan.data)).not.toMatch(/why-use-us/);
    expect(data.menu[1].submenu[0].url).toBe('why-use-us'); // the input is not changed
    expect(() => renamePlan(data, '/why-use-us', '/contact', texts)).toThrow(RenameError);
    expect(() => renamePlan(data, '/why-use-us', '/residential/why', texts)).toThrow(/Only the last part/);
    expect(() => renamePlan(data, '/why-use-us', '/Why Us', texts)).toThrow(/cannot be a page's address/);
  });
});

describe('the guard', () => {
  const req = (method: string, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    ({ method, headers, socket: { remoteAddress } }) as unknown as IncomingMessage;
  it('answers only loopback sockets', () => {
    expect(isLoopbackAddress('127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('::1')).toBe(true);
    expect(isLoopbackAddress('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('192.168.1.20')).toBe(false);
    expect(refusal(req('GET', { host: 'localhost:5173' }, '192.168.1.20'))).toMatch(/only on this computer/);
    expect(refusal(req('GET', { host: 'localhost:5173' }))).toBeUndefined();
    // A read from a page of another origin, another local port included, is refused.
    expect(refusal(req('GET', { host: 'localhost:5173', origin: 'http://localhost:5173' }))).toBeUndefined();
    expect(refusal(req('GET', { host: 'localhost:5173', origin: 'http://localhost:3000' }))).toMatch(/another origin/);
    expect(refusal(req('HEAD', { host: '127.0.0.1:5173', origin: 'http://foo.localhost:8080' }))).toBeDefined();
    expect(refusal(req('GET', { host: 'rebound.evil.example:5173' }))).toMatch(/only at http:\/\/localhost/);
  });
  it('accepts writes only with the exact own origin on a loopback host', () => {
    expect(refusal(req('POST', { host: 'localhost:5173', origin: 'http://localhost:5173' }))).toBeUndefined();
    expect(refusal(req('POST', { host: '127.0.0.1:5173', origin: 'http://127.0.0.1:5173' }))).toBeUndefined();
    expect(refusal(req('POST', { host: 'localhost:5173', origin: 'http://localhost:5174' }))).toBeDefined();
    expect(refusal(req('POST', { host: 'localhost:5173' }))).toBeDefined();
    expect(refusal(req('POST', { host: 'evil.example:5173', origin: 'http://evil.example:5173' }))).toBeDefined();
  });
});

describe('uploads', () => {
  it('makes safe lower-case names without folders', () => {
    expect(safeStem('../../etc/Passwd.png')).toBe('passwd');
    expect(safeStem('C:\\Users\\me\\Our Truck (new).JPG')).toBe('our-truck-new');
    expect(safeStem('Crème brûlée.webp')).toBe('creme-brulee');
    expect(safeStem('...')).toBe('picture');
  });
});

describe('problems for the editor', () => {
  it('carry the data path of the value, with the message npm run validate prints', () => {
    const text = siteText
      .replace('  phone: (985) 555-0142', '  phone: call us')
      .replace('heading: Why Use Us', 'heading: ""');
    const { problems, result } = checkText('site.yaml', text);
    const errors = problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => p.path)).toContainEqual(['business', 'phone']);
    expect(errors.map((p) => p.message)).toEqual(
      result.problems.filter((p) => p.severity === 'error').map((p) => p.message),
    );
    const heading = errors.find((p) => p.path.at(-1) === 'heading');
    expect(heading?.path.slice(0, 1)).toEqual(['routes']);
  });

  it('name a block field by its label ("Call text"), not its key (callText)', () => {
    const hero = /^( +)callText: .*\n/m.exec(siteText)!;
    const errors = checkText('site.yaml', siteText.replace(hero[0], '')).problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => p.message)).toContain('The field "Call text" is missing.');
    expect(errors.map((p) => p.message).join('\n')).not.toContain('callText');
  });

  it("put a missing field at the field itself, named by the form's label, and an unknown one at its key", () => {
    const text = siteText
      .replace('  email: office@pelicanexterior.example\n', '')
      .replace('heading: Why Use Us', 'headng: Why Use Us');
    const errors = checkText('site.yaml', text).problems.filter((p) => p.severity === 'error');
    expect(errors.find((p) => p.message === 'The field "Email" is missing.')?.path).toEqual(['business', 'email']);
    expect(errors.some((p) => p.message.includes('"email"'))).toBe(false);
    expect(errors.find((p) => p.message.startsWith('The field "headng"'))?.path).toEqual([
      'routes',
      expect.any(Number),
      'headng',
    ]);
  });
});
