// Checks beyond the schema: things JSON Schema cannot express, such as two pages with
// the same address, a link to a page that does not exist, or a missing picture file.
// Each concern lives in its own file; this one runs them in order.
import type { SiteConfig } from '../../site/site-types.generated.ts';
import type { Problem } from '../problem.ts';
import type { YamlSource } from '../yaml-source.ts';
import type { SiteFiles } from '../includes.ts';
import { checkContext } from './check-context.ts';
import { pageAddressChecks } from './page-address-checks.ts';
import { anchorChecks } from './anchor-checks.ts';
import { linkChecks } from './link-checks.ts';
import { FILE_CHECKS } from './file-checks.ts';
import { emailChecks } from './email-checks.ts';
import { addressChecks } from './address-checks.ts';
import { titleChecks } from './title-checks.ts';
import { pageHeadingChecks } from './page-heading-checks.ts';
import { sectionLinksCheck } from './section-links-check.ts';
import { deadEndCheck } from './dead-end-check.ts';
import { smsPrivacyCheck } from './sms-privacy-check.ts';
import { officePrivacyCheck } from './office-privacy-check.ts';
import { phoneChecks } from './phone-checks.ts';
import { hoursChecks } from './hours-checks.ts';
import { sampleReviewChecks } from './sample-checks.ts';
import { faviconCheck } from './favicon-check.ts';
import { trustStripCheck } from './trust-strip-check.ts';
import { menuLabelCheck } from './menu-label-check.ts';
import { englishDefaultsCheck } from './english-defaults-check.ts';
import { businessTypeCheck } from './business-type-check.ts';
import { countryCheck } from './country-check.ts';
import { themeContrastCheck } from './theme-contrast-check.ts';
import { copyrightYearCheck } from './copyright-year-check.ts';
import { siteLocation } from '../site-location.ts';
import { areaChecks } from './area-checks.ts';
import { serviceTownChecks } from './service-town-checks.ts';

export interface SiteCheckOptions {
  /** The folder served from the site root; defaults to the public/ of SITE_DIR. */
  publicDir?: string;
  /** The environment the checks read (SITE_DIR, the EmailJS settings); the process's by default. */
  env?: Record<string, string | undefined>;
  /** The site's folder, where the files it includes (pages/…) are read; none: includes are refused. */
  siteDir?: string;
  /** Texts read in place of included files on disk, by real path: the editor's unsaved edits of pages/. */
  pageTexts?: ReadonlyMap<string, string>;
  /** How the included files are read: by default from `siteDir` on disk (an earlier version: from git). */
  siteFiles?: SiteFiles;
}

export function siteChecks(config: SiteConfig, source: YamlSource, options: SiteCheckOptions = {}): Problem[] {
  const ctx = checkContext(config, source, options.publicDir ?? siteLocation(options.env).publicDir);
  pageAddressChecks(ctx);
  anchorChecks(ctx);
  linkChecks(ctx);
  for (const check of FILE_CHECKS) check(ctx);
  addressChecks(ctx);
  titleChecks(ctx);
  pageHeadingChecks(ctx);
  sectionLinksCheck(ctx);
  deadEndCheck(ctx);
  smsPrivacyCheck(ctx);
  officePrivacyCheck(ctx);
  phoneChecks(ctx);
  hoursChecks(ctx);
  sampleReviewChecks(ctx);
  businessTypeCheck(ctx);
  countryCheck(ctx);
  themeContrastCheck(ctx);
  copyrightYearCheck(ctx);
  areaChecks(ctx);
  serviceTownChecks(ctx);
  faviconCheck(ctx);
  trustStripCheck(ctx);
  menuLabelCheck(ctx);
  englishDefaultsCheck(ctx);
  ctx.problems.push(...emailChecks(config, source, options.env));
  return ctx.problems;
}
