// The tab icon: every page names the icon of the page template (index.html, `<link rel="icon">`).
// A site folder without that file in public/ gets one the build makes from the logo
// (vite/favicon-plugin.ts): the whole logo squeezed into a square, so the owner is told.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CheckContext } from './check-context.ts';
import { repoRoot } from '../site-location.ts';

let named: string | undefined;
/** The file the template names as the tab icon, from the site root (favicon.svg); '' for none or no template. */
function iconOfTemplate(): string {
  if (named !== undefined) return named;
  let template = '';
  try {
    template = readFileSync(join(repoRoot, 'index.html'), 'utf8');
  } catch {
    /* a copy of the validator alone (the pre-commit hook's test): nothing to check against */
  }
  return (named = /<link rel="icon" href="\/([^"]+)"/.exec(template)?.[1] ?? '');
}

export function faviconCheck(ctx: CheckContext): void {
  const icon = iconOfTemplate();
  // A PNG icon of the owner's is linked instead (vite/favicon-plugin.ts).
  if (!icon || existsSync(join(ctx.publicDir, icon)) || existsSync(join(ctx.publicDir, 'favicon.png'))) return;
  ctx.report(
    ['business', 'logo', 'src'],
    `There is no ${icon} in public/: the build makes the tab icon from the whole logo (favicon.png), which may be hard to make out at 16 pixels.`,
    `Put a square icon at public/${icon}, e.g. the logo's symbol without its words.`,
    'warning',
  );
}
