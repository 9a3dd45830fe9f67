// The tab icon: every page names /favicon.svg (index.html), so a site folder without
// public/favicon.svg shows no icon in the browser's tab and asks for it in vain on every page.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CheckContext } from './check-context.ts';

export const FAVICON = 'favicon.svg';

export function faviconCheck(ctx: CheckContext): void {
  if (existsSync(join(ctx.publicDir, FAVICON))) return;
  ctx.report(
    ['business', 'logo', 'src'],
    `There is no ${FAVICON} in public/: browsers show no icon in the tab for this site.`,
    `Put a square SVG icon at public/${FAVICON}, e.g. the logo's symbol without its words.`,
    'warning',
  );
}
