// The checks of the files a site names or holds (a picture that does not exist under public/, a
// picture file that is not sound, an SVG that runs code), run also when the site fails the
// schema, so the owner hears of both kinds of mistake in one round instead of two. The data has
// not passed the schema, so a check may meet a shape it cannot read: that check stops there
// (what it found before stays reported), and runs in full once the schema's mistakes are fixed.
import type { SiteConfig } from '../../site/site-types.generated.ts';
import type { Problem } from '../problem.ts';
import type { YamlSource } from '../yaml-source.ts';
import { checkContext, type CheckContext } from './check-context.ts';
import { mediaChecks } from './media-checks.ts';
import { pictureChecks } from './picture-checks.ts';
import { svgChecks } from './svg-checks.ts';
import { publicLinksCheck } from './public-links-check.ts';
import { logoFileCheck } from './logo-file-check.ts';

export const FILE_CHECKS: ReadonlyArray<(ctx: CheckContext) => void> = [
  mediaChecks,
  pictureChecks,
  svgChecks,
  publicLinksCheck,
  logoFileCheck,
];

const within = (path: readonly unknown[], outer: readonly unknown[]) => outer.every((seg, i) => path[i] === seg);

/** The file checks of data that failed the schema, but for values the schema's own problems name. */
export function fileChecksOfInvalid(
  data: object,
  source: YamlSource,
  publicDir: string,
  schemaProblems: readonly Problem[],
): Problem[] {
  let ctx: CheckContext;
  try {
    // The pages as far as they can be read: a routes list the schema refused is left out.
    ctx = checkContext(data as SiteConfig, source, publicDir);
  } catch {
    const withoutPages: unknown = { ...data, routes: [] };
    ctx = checkContext(withoutPages as SiteConfig, source, publicDir);
  }
  for (const check of FILE_CHECKS) {
    try {
      check(ctx);
    } catch {
      // A shape the schema refused; the check runs in full on the corrected file.
    }
  }
  const refused = schemaProblems.flatMap((p) => (p.path ? [p.path] : []));
  return ctx.problems.filter((p) => {
    const at = p.path;
    return !at || !refused.some((r) => within(at, r));
  });
}
