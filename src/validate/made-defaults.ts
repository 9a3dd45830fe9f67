// The blocks of the pages the renderer makes from the data (town pages, a service's pages in
// towns, the links a service page gets to them) are written after the schema filled in its
// defaults: they get them here, the same way (ajv useDefaults), so every component finds each
// field it reads (a carousel's slide labels). Node only, like the validator.
import type { SiteConfig } from '../site/site-types.generated.ts';
import { flattenRoutes } from '../site/routes.ts';
import { isGenerated } from '../site/generated-routes.ts';
import { siteValidator } from './schema-validator.ts';

export function fillMadeDefaults(config: SiteConfig): SiteConfig {
  const { validateBlock } = siteValidator();
  for (const { route } of flattenRoutes(config.routes)) {
    const made = isGenerated(route) ? (route.blocks ?? []) : route.townPages ? (route.blocks ?? []).slice(-1) : [];
    for (const block of made) void validateBlock(block.type)(block);
  }
  return config;
}
