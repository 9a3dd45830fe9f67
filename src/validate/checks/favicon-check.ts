// The tab icon: every page names the icon of the page template (index.html, `<link rel="icon">`),
// so a site folder without that file in public/ shows no icon in the browser's tab and asks
// for it in vain on every page.
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
  if (!icon || existsSync(join(ctx.publicDir, icon))) return;
  ctx.report(
    ['business', 'logo', 'src'],
    `There is no ${icon} in public/: browsers show no icon in the tab for this site.`,
    `Put a square icon at public/${icon}, e.g. the logo's symbol without its words.`,
    'warning',
  );
}
