// Checks beyond the schema: things JSON Schema cannot express, such as two pages with
// the same address, a link to a page that does not exist, or a missing picture file.
// Each concern lives in its own file; this one runs them in order.
import { resolve } from 'node:path';
import type { SiteConfig } from '../../site/site-types.generated.ts';
import type { Problem } from '../problem.ts';
import type { YamlSource } from '../yaml-source.ts';
import { checkContext, type CheckContext } from './check-context.ts';
import { positionOf } from '../yaml-source.ts';
import { anchorChecks } from './anchor-checks.ts';
import { linkChecks } from './link-checks.ts';
import { mediaChecks } from './media-checks.ts';
import { pictureChecks } from './picture-checks.ts';
import { emailChecks } from './email-checks.ts';
import { addressChecks } from './address-checks.ts';
import { titleChecks } from './title-checks.ts';
import { hoursChecks } from './hours-checks.ts';
import { sampleReviewChecks } from './sample-checks.ts';

export interface SiteCheckOptions {
  /** The folder served from the site root; defaults to public/ of the repository. */
  publicDir?: string;
}

export const defaultPublicDir = process.env.SITE_PUBLIC_DIR
  ? resolve(process.env.SITE_PUBLIC_DIR)
  : resolve(import.meta.dirname, '../../../public');

function duplicatePaths(ctx: CheckContext): void {
  for (const r of ctx.flat) {
    const first = ctx.pages.get(r.fullPath);
    if (!first || first === r) continue;
    const { line } = positionOf(ctx.source, first.dataPath);
    ctx.report(
      [...r.dataPath, 'path'],
      `Two pages have the address ${r.fullPath}; the first is on line ${line}.`,
      'Give this page another path, or remove one of the two.',
    );
  }
}

export function siteChecks(config: SiteConfig, source: YamlSource, options: SiteCheckOptions = {}): Problem[] {
  const ctx = checkContext(config, source, options.publicDir ?? defaultPublicDir);
  duplicatePaths(ctx);
  anchorChecks(ctx);
  linkChecks(ctx);
  mediaChecks(ctx);
  pictureChecks(ctx);
  addressChecks(ctx);
  titleChecks(ctx);
  hoursChecks(ctx);
  sampleReviewChecks(ctx);
  ctx.problems.push(...emailChecks(config, source));
  return ctx.problems;
}
