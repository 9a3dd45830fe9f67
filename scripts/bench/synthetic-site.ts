// A synthetic site.yaml with many pages for the scale benchmark: the business settings
// of the real site, pages nested in sections, each linking to the next, with a mix of
// the block types whose schema examples are valid on their own.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { loadSiteFile } from '../../src/validate/load-site.ts';

type Obj = Record<string, unknown>;

function blockExamples(): Obj[] {
  return readdirSync('schema/blocks')
    .filter((f) => f.endsWith('.schema.json'))
    .map((f) => (JSON.parse(readFileSync(join('schema/blocks', f), 'utf8')) as { examples?: Obj[] }).examples?.[0])
    .filter((e): e is Obj => !!e);
}

function siteText(base: Obj, pageCount: number, blocks: Obj[]): string {
  const sectionSize = 10;
  const pages: Array<{ section: number; slug: string; path: string }> = [];
  // Routes: home + contact + one per section + the pages.
  for (let i = 0; pages.length + Math.ceil(pages.length / sectionSize) + 2 < pageCount; i++) {
    const section = Math.floor(i / sectionSize);
    pages.push({ section, slug: `page-${i}`, path: `/section-${section}/page-${i}` });
  }
  const pageBlocks = (i: number): Obj[] => {
    const next = pages[(i + 1) % pages.length].path;
    const link: Obj = {
      type: 'richText',
      heading: `Service ${i}`,
      text: `Our services, part ${i}.\n\n[Next: part ${i + 1}](${next}) or [contact us](/contact).`,
    };
    return blocks.length ? [link, blocks[i % blocks.length]] : [link];
  };
  const sections = new Map<number, Obj[]>();
  pages.forEach((p, i) => {
    const list = sections.get(p.section) ?? [];
    list.push({
      path: p.slug,
      name: `Part ${i}`,
      heading: `Part ${i}`,
      description: `Synthetic page ${i}.`,
      blocks: pageBlocks(i),
    });
    sections.set(p.section, list);
  });
  const routes: Obj[] = [
    {
      path: '/',
      heading: 'Synthetic home',
      blocks: [{ type: 'richText', text: `[First page](${pages[0]?.path ?? '/contact'})` }],
    },
    ...[...sections].map(([s, children]) => ({
      path: `section-${s}`,
      name: `Section ${s}`,
      heading: `Section ${s}`,
      blocks: [{ type: 'richText', text: `Pages of section ${s}.` }],
      children,
    })),
    { path: 'contact', name: 'Contact Us', heading: 'Contact Us', blocks: [{ type: 'richText', text: 'Call us.' }] },
  ];
  const menu = [
    { title: 'Home', url: '/' },
    {
      title: 'Sections',
      submenu: [...sections.keys()].slice(0, 8).map((s) => ({ title: `Section ${s}`, url: `/section-${s}` })),
    },
    { title: 'Contact Us', url: '/contact' },
  ];
  return stringify({ business: base.business, ...(base.emailjs ? { emailjs: base.emailjs } : {}), menu, routes });
}

/** Writes dir/site.yaml with `pageCount` pages (routes counted: home, sections, pages, contact). */
export function writeSyntheticSite(dir: string, pageCount: number): { file: string; blockTypes: string[] } {
  mkdirSync(dir, { recursive: true });
  const base = parse(readFileSync('site.yaml', 'utf8')) as Obj;
  const file = join(dir, 'site.yaml');
  // Keep the block examples that are valid in this synthetic site (some link to real pages).
  const usable = blockExamples().filter((example) => {
    writeFileSync(file, siteText(base, 4, [example]));
    return !!loadSiteFile(file).config;
  });
  writeFileSync(file, siteText(base, pageCount, usable));
  return { file, blockTypes: usable.map((b) => String(b.type)) };
}
