// The service scenes (issue 40): public/images/scenes/ holds one drawn scene per service, each
// small, each distinct, each coloured from the theme at build time, and each named an
// illustration wherever site.yaml shows it. The first site's (its fixture copy) are drawn in the
// scene tokens and marked data-art="theme"; the example site's are drawn in its own colours,
// which its business.theme.art lists (scripts/scenes/landscaping.ts).
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'yaml';
import { recolourSvg } from '../../vite/theme-art.ts';
import { artHex, SCENE_ART, type ArtColour } from '../../src/theme/art-palette.ts';
import type { Business } from '../../src/site/site-types.generated.ts';
import { repoRoot, siteLocation, type SiteLocation } from '../../src/validate/site-location.ts';
import { artTable, tokensFor } from '../../scripts/scenes/draw.ts';
import { DRAWN_THEME } from '../../scripts/scenes/landscaping.ts';
import { testSite } from '../support/test-site.ts';

const example = siteLocation({ SITE_DIR: join(repoRoot, 'examples/landscaping') });
const scenesOf = (site: SiteLocation) => {
  const dir = join(site.publicDir, 'images/scenes');
  const files = readdirSync(dir).filter((f) => f.endsWith('.svg'));
  return { dir, files, read: (f: string) => readFileSync(join(dir, f), 'utf8') };
};
const { files, read } = scenesOf(testSite);

interface Use {
  src: string;
  alt: string;
  /** What the picture stands for: the page a card links to or a hero opens, or a card's title. */
  service: string;
}

/** Every picture of site.yaml under /images/scenes/, with the service it shows. */
function sceneUses(location: SiteLocation = testSite): Use[] {
  const site = parse(readFileSync(location.file, 'utf8')) as { routes: unknown[] };
  const uses: Use[] = [];
  // A card that asks for a quote (/contact) stands for the page of the same name, if any.
  const pageNamed = new Map<string, string>();
  const page = (path: string, parent: string) =>
    path === '/' ? '/' : `${parent === '/' ? '' : parent}/${path.replace(/^\//, '')}`;
  const target = (link: string, title: string) =>
    link === '/contact' ? `card: ${title.toLowerCase()}` : link.startsWith('/') ? link : `/${link}`;
  const walk = (v: unknown, at: string): void => {
    if (Array.isArray(v)) return v.forEach((x) => walk(x, at));
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    const here = typeof o.path === 'string' ? page(o.path, at) : at;
    if (typeof o.path === 'string' && typeof o.name === 'string') pageNamed.set(`card: ${o.name.toLowerCase()}`, here);
    // A picture, or a home hero's background (the page it opens stands for the service).
    const image = (o.image ?? o.background) as { src?: string; alt?: string } | undefined;
    if (image?.src?.startsWith('/images/scenes/')) {
      const service =
        o.type === 'serviceHero' || o.type === 'hero' ? here : target(String(o.link ?? ''), String(o.title ?? ''));
      uses.push({ src: image.src, alt: image.alt ?? '', service });
    }
    for (const [k, x] of Object.entries(o)) if (k !== 'image' && k !== 'background') walk(x, here);
  };
  walk(site.routes, '/');
  return uses.map((u) => ({ ...u, service: pageNamed.get(u.service) ?? u.service }));
}

describe('service scenes', () => {
  it('are each at most 6 KB gzipped, marked as theme art and titled as an illustration', () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
    for (const f of files) {
      const svg = read(f);
      expect(gzipSync(svg, { level: 9 }).length, f).toBeLessThanOrEqual(6 * 1024);
      expect(svg, f).toMatch(/^<svg [^>]*data-art="theme"/);
      expect(svg, f).toMatch(/<title>Illustration: [^<]+<\/title>/);
    }
  });

  it('are all different (by content hash)', () => {
    const hashes = files.map((f) => createHash('sha256').update(read(f)).digest('hex'));
    expect(new Set(hashes).size).toBe(files.length);
  });

  it('are what scripts/draw-scenes.ts draws', () => {
    const out = mkdtempSync(join(tmpdir(), 'scenes-'));
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/draw-scenes.ts', out], {
        env: { ...process.env, SITE_DIR: testSite.dir },
      });
      for (const f of files)
        expect(readFileSync(join(out, f), 'utf8'), `${f}: run npx tsx scripts/draw-scenes.ts`).toBe(read(f));
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);

  it('take the colours of the theme they are built with', () => {
    const pelican = { primary: '#245d90', secondary: '#a7793c', art: {} } as Business['theme'];
    const garden = { primary: '#2f6b3a', secondary: '#7a4e24', art: {} } as Business['theme'];
    for (const f of files) {
      const svg = read(f);
      const a = recolourSvg(svg, pelican);
      const b = recolourSvg(svg, garden);
      expect(a, f).not.toBe(b);
      expect(Object.keys(SCENE_ART).filter((t) => svg.includes(t)).length, f).toBeGreaterThan(2);
      // No colour drawn as a theme token is left as drawn.
      for (const token of Object.keys(SCENE_ART)) {
        const recipe = SCENE_ART[token as keyof typeof SCENE_ART];
        if (svg.includes(token)) expect(b, `${f} ${token}`).toContain(artHex(recipe, garden));
        if (artHex(recipe, garden) !== token) expect(b, `${f} ${token}`).not.toContain(token);
      }
    }
  });

  it('leave a drawing without data-art="theme" to business.theme.art alone', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#245d90"/></svg>';
    const garden = { primary: '#2f6b3a', secondary: '#7a4e24', art: {} } as Business['theme'];
    expect(recolourSvg(svg, garden)).toBe(svg);
  });

  it('are shown in site.yaml as illustrations, one scene per service, every file used', () => {
    const uses = sceneUses();
    for (const u of uses) expect(u.alt, u.src).toMatch(/^Illustration: \S/);
    const sceneOf = new Map<string, string>();
    const serviceOf = new Map<string, string>();
    for (const u of uses) {
      if (u.src.endsWith('/questions.svg')) continue; // the FAQ pages: not services
      expect(sceneOf.get(u.service) ?? u.src, `${u.service} shows two scenes`).toBe(u.src);
      sceneOf.set(u.service, u.src);
      // A home card names the hub (/holiday-lighting), the hub's own page the same service.
      const same = (a: string, b: string) => a === b || a.endsWith(b) || b.endsWith(a);
      const other = serviceOf.get(u.src);
      if (other) expect(same(other, u.service), `${u.src} shows ${other} and ${u.service}`).toBe(true);
      else serviceOf.set(u.src, u.service);
    }
    const used = new Set(uses.map((u) => u.src.replace('/images/scenes/', '')));
    expect(files.filter((f) => !used.has(f))).toEqual([]);
  });
});

describe("the example site's scenes (examples/landscaping)", () => {
  const { files, read } = scenesOf(example);
  const drawn = parse(readFileSync(example.file, 'utf8')) as { business: { theme: Business['theme'] } };

  it('are each at most 6 KB gzipped, titled as an illustration, with no words drawn, all different', () => {
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const f of files) {
      const svg = read(f);
      expect(gzipSync(svg, { level: 9 }).length, f).toBeLessThanOrEqual(6 * 1024);
      expect(svg, f).toMatch(/^<svg [^>]*role="img"/);
      expect(svg, f).not.toMatch(/data-art="theme"/); // drawn in its own colours, not the scene tokens
      expect(svg, f).toMatch(/<title>Illustration: [^<]+<\/title>/);
      expect(svg, f).not.toMatch(/<text\b/);
    }
    const hashes = files.map((f) => createHash('sha256').update(read(f)).digest('hex'));
    expect(new Set(hashes).size).toBe(files.length);
  });

  it('are what scripts/draw-scenes.ts draws for it', () => {
    const out = mkdtempSync(join(tmpdir(), 'scenes-'));
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/draw-scenes.ts', out], {
        env: { ...process.env, SITE_DIR: example.dir },
      });
      expect(readdirSync(out).sort()).toEqual([...files].sort());
      for (const f of files)
        expect(
          readFileSync(join(out, f), 'utf8'),
          `${f}: run SITE_DIR=examples/landscaping npx tsx scripts/draw-scenes.ts`,
        ).toBe(read(f));
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);

  it('are drawn in the colours its theme.art lists, and follow another theme', () => {
    const theme = drawn.business.theme;
    expect({ primary: theme.primary, secondary: theme.secondary }).toEqual(DRAWN_THEME);
    expect(theme.art).toEqual(artTable(DRAWN_THEME));
    const tokens = Object.values(tokensFor(DRAWN_THEME));
    const other = { primary: '#8a2be2', secondary: '#1e6fa8', art: theme.art } as Business['theme'];
    for (const f of files) {
      const svg = read(f);
      expect(tokens.filter((t) => svg.includes(t)).length, f).toBeGreaterThan(2);
      const out = recolourSvg(svg, other);
      for (const [hex, recipe] of Object.entries(theme.art ?? {})) {
        if (svg.includes(hex)) expect(out, `${f} ${hex}`).toContain(artHex(recipe as ArtColour, other));
        expect(out, `${f} ${hex}`).not.toContain(hex);
      }
    }
  });

  it('are shown in its site.yaml as illustrations, one scene per service, every file used', () => {
    const uses = sceneUses(example);
    expect(uses.length).toBeGreaterThanOrEqual(files.length);
    for (const u of uses) expect(u.alt, u.src).toMatch(/^Illustration: \S/);
    const sceneOf = new Map<string, string>();
    for (const u of uses) {
      expect(sceneOf.get(u.service) ?? u.src, `${u.service} shows two scenes`).toBe(u.src);
      sceneOf.set(u.service, u.src);
    }
    expect(new Set(sceneOf.values()).size, 'two services share a scene').toBe(sceneOf.size);
    const used = new Set(uses.map((u) => u.src.replace('/images/scenes/', '')));
    expect(files.filter((f) => !used.has(f))).toEqual([]);
  });
});
