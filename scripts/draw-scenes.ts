// Writes a site's service scenes (issue 40) into its public/images/scenes/: the scenes of
// scripts/scenes/<the site folder's name>.ts, each drawn with the kit of scripts/scenes/draw.ts.
//   npx tsx scripts/draw-scenes.ts                                   → sites/pelican
//   SITE_DIR=examples/landscaping npx tsx scripts/draw-scenes.ts     → examples/landscaping
//   npx tsx scripts/draw-scenes.ts <folder>                          → the site's scenes into <folder>
//   … --art   → the business.theme.art lines of a site whose scenes are drawn in its own colours
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { siteLocation } from '../src/validate/site-location.ts';
import type { Art } from './scenes/draw.ts';

const site = siteLocation();
const name = basename(site.dir);
const list = resolve(import.meta.dirname, 'scenes', `${name}.ts`);
if (!/^[a-z0-9-]+$/.test(name) || name === 'draw' || !existsSync(list)) {
  console.error(
    `No scenes for the site ${name}: write them in scripts/scenes/${name}.ts (see scripts/scenes/draw.ts).`,
  );
  process.exit(1);
}
const { art, ART } = (await import(pathToFileURL(list).href)) as { art: Art; ART?: Record<string, object> };

if (process.argv.includes('--art')) {
  if (!ART) console.log(`The scenes of ${name} are drawn in the scene tokens (data-art="theme"): no theme.art lines.`);
  for (const [hex, recipe] of Object.entries(ART ?? {}))
    console.log(
      `      "${hex}": { ${Object.entries(recipe)
        .map(([k, v]) => `${k}: ${k === 'with' ? `"${v}"` : v}`)
        .join(', ')} }`,
    );
  process.exit(0);
}

const out = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? join(site.publicDir, 'images/scenes');
mkdirSync(out, { recursive: true });
for (const s of art.scenes) writeFileSync(`${out}/${s.file}.svg`, art.svg(s));
console.log(`wrote ${art.scenes.length} scenes to ${out}/`);
