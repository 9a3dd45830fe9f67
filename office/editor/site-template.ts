// One site's preview template in the office, following the site's brand colours. A preview
// names the theme of the site it shows (the checked data, saved or not): the template is built
// again only when that theme's key is not the one of the last template asked for, so a change of
// a price or a page never rebuilds it, and a change of colour shows without a restart.
//
// While a template for new colours is built, a preview of them waits for it (the editor says
// "updating..." meanwhile): answered with the old template, the preview would show the old
// colours as the owner's change, and nothing would show it again once the build ends. Builds go
// one at a time; a theme asked for while another waits its turn takes that turn, so the owner's
// last colour is built, not each one on the way to it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildSiteTemplate } from './builds.ts';
import { savedTheme, themeKey, type TemplateTheme } from './template-theme.ts';

export interface SiteTemplate {
  /** The template's folder, made for `theme` first when the one there is for other colours. */
  forTheme(theme: TemplateTheme): Promise<string>;
  /**
   * The template of the last theme asked for; before any, the one for the theme site.yaml holds,
   * built when missing or stale (the office's start, the editor's page: ready by the first preview).
   */
  warm(): Promise<string>;
  /** The template's folder for its files: the one there now, else the one warm() makes. */
  files(): Promise<string>;
}

export interface SiteTemplateOptions {
  /** The site's site.yaml. */
  siteFile: string;
  /** The template's folder. */
  outDir: string;
  /** The address its files are served at. */
  base: string;
  /** Runs a build when no other build of the office runs. */
  serially<T>(task: () => Promise<T>): Promise<T>;
  log(message: string): void;
}

export function siteTemplate({ siteFile, outDir, base, serially, log }: SiteTemplateOptions): SiteTemplate {
  /** The theme of the last template asked for, and its build (done, or under way). */
  let last: { key: string; made: Promise<string> } | undefined;
  /** The theme the next build makes: the last asked for. */
  let wanted: TemplateTheme | undefined;
  /**
   * The build waiting its turn, if any: one at most, whatever number of themes is asked for
   * meanwhile (the office's one queue of builds stays as short for every other site).
   */
  let waiting: Promise<string> | undefined;

  const queueBuild = (theme: TemplateTheme): Promise<string> => {
    const made: Promise<string> = serially(() => {
      waiting = undefined; // a theme asked for from now on waits for the next turn
      return buildSiteTemplate({ theme: wanted ?? theme, outDir, base });
    }).then(
      ({ built }) => {
        if (built) log('built its page template for the preview.');
        return outDir;
      },
      (error: unknown) => {
        if (last?.made === made) last = undefined; // asked again, built again
        log(`its page template could not be built: ${(error as Error).message}`);
        throw error;
      },
    );
    return made;
  };

  const forTheme = (theme: TemplateTheme): Promise<string> => {
    const key = themeKey(theme);
    if (last?.key === key) return last.made;
    wanted = theme;
    waiting ??= queueBuild(theme);
    last = { key, made: waiting };
    return waiting;
  };

  const warm = (): Promise<string> => {
    if (last) return last.made;
    const theme = savedTheme(siteFile);
    if (theme) return forTheme(theme);
    return Promise.reject(new Error('site.yaml holds no brand colours to build the template for yet.'));
  };

  const files = (): Promise<string> => (existsSync(join(outDir, 'index.html')) ? Promise.resolve(outDir) : warm());

  return { forTheme, warm, files };
}
