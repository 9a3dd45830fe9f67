// The editor's API contract (editor/shared/api-contract.ts) is the one both sides use: the
// preloads the servers add to the page ask for the contract's addresses (the HTML file names
// none), and a problem the server sends has the validator's own line and column, spelt `column`.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addressOf, API_PREFIX, PRELOADED_ROUTES } from '../../editor/shared/api-contract.ts';
import { checkText } from '../../editor/server/problems.ts';
import { withApiPreloads, withSharedHead } from '../../editor/server/editor-page.ts';
import { loadSiteText } from '../../src/validate/load-site.ts';
import { testSite } from '../support/test-site.ts';

const page = readFileSync(resolve('editor/client/index.html'), 'utf8');
const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];

describe("the editor's API contract", () => {
  it("the page names no API address: the servers add the preloads of the contract's routes, under the site's base", () => {
    expect(page).not.toContain(API_PREFIX);
    expect(page).not.toContain('__admin');
    const preloadsOf = (html: string) =>
      [...html.matchAll(/<link\b[^>]*rel="preload"[^>]*>/g)].map((m) => attr(m[0], 'href'));
    expect(preloadsOf(withApiPreloads(page, ''))).toEqual(PRELOADED_ROUTES.map(addressOf));
    expect(preloadsOf(withApiPreloads(page, '/s/alpha'))).toEqual(
      PRELOADED_ROUTES.map((route) => `/s/alpha${addressOf(route)}`),
    );
    expect(preloadsOf(withApiPreloads(page, '')).every((href) => href?.startsWith(API_PREFIX))).toBe(true);
  });

  it("the page's script is the browser app's entry", () => {
    const src = attr(/<script\b[^>]*type="module"[^>]*>/.exec(page)?.[0] ?? '', 'src');
    expect(src).toBe('/editor/client/main.tsx');
    expect(existsSync(resolve(`.${src}`))).toBe(true);
  });

  it("the page's charset, viewport and tab icon are the site's page template's (index.html), written once", () => {
    const template = readFileSync(resolve('index.html'), 'utf8');
    const shared = [
      '<meta charset="UTF-8" />',
      '<meta name="viewport" content="width=device-width, initial-scale=1" />',
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    ];
    for (const line of shared) {
      expect(template).toContain(line);
      expect(page).not.toContain(line);
    }
    expect(withSharedHead(page, template)).toContain(`<head>\n    ${shared.join('\n    ')}\n`);
    expect(() => withSharedHead(page, '<head><title>Site</title></head>')).toThrow(/index\.html\) has no line/);
  });

  it('a route is addressed under the prefix by its path', () => {
    expect(addressOf('GET site')).toBe(`${API_PREFIX}site`);
    expect(addressOf('POST publish/restore')).toBe(`${API_PREFIX}publish/restore`);
  });

  it("a problem keeps the validator's line and column, under the same names, with its data path", () => {
    const text = readFileSync(testSite.file, 'utf8').replace(/^(\s+phone: ).*$/m, '$1"call us"');
    const validator = loadSiteText('site.yaml', text).problems.find((p) => p.severity === 'error');
    const editor = checkText('site.yaml', text).problems.find((p) => p.severity === 'error');
    expect(validator).toBeDefined();
    expect(editor).toMatchObject({ line: validator!.line, column: validator!.column, path: ['business', 'phone'] });
    expect(JSON.parse(JSON.stringify(editor))).not.toHaveProperty('col');
  });
});
