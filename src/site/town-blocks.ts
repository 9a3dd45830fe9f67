// What a page made from the site's data copies from the pages written in it: the site's blocks
// of a type (never those of the made pages themselves), the form that asks for the town, and
// the {town}/{parish} wording filled in.
import type { Area, Block, SiteConfig } from './site-types.generated.ts';
import { flattenRoutes } from './routes.ts';
import { isGenerated } from './generated-routes.ts';

/** A wording with the town's {town} and {parish} filled in. */
export const fill = (template: string, area: Area) =>
  template.replace(/\{town\}/g, area.name).replace(/\{parish\}/g, area.parish);

/** Every block of a type on the pages written in the site (inside columns too), in the order of the file. */
export function blocksOf<T extends Block['type']>(config: SiteConfig, type: T): Extract<Block, { type: T }>[] {
  const out: Extract<Block, { type: T }>[] = [];
  for (const r of flattenRoutes(config.routes)) {
    if (isGenerated(r.route) || r.parents.some(isGenerated)) continue;
    for (const b of r.route.blocks ?? []) {
      const inner = b.type === 'columns' ? [...(b.main ?? []), ...(b.aside ?? [])] : [b];
      for (const x of inner) if (x.type === type) out.push(x as Extract<Block, { type: T }>);
    }
  }
  return out;
}

/** The first block of a type anywhere in the site, to copy its settings. */
export const firstBlock = <T extends Block['type']>(config: SiteConfig, type: T) => blocksOf(config, type)[0];

/** The site's form to copy: the first that asks for the town (City), else the first. */
export function townForm(config: SiteConfig) {
  const forms = blocksOf(config, 'contactForm');
  return forms.find((f) => f.variant !== 'short' && f.address !== 'none') ?? forms[0];
}
