// Vite plugin: the tab icon. The page template (index.html) names /favicon.svg; a site whose
// public/ has none linked it in vain from every page. Then the build makes the icon from the
// logo instead, with sharp: a square PNG (the logo fitted in, on a clear ground) written as
// favicon.png, and the pages link that (the dev server serves it too). With no logo file to
// draw it from, the pages link no icon at all. A favicon.png of the owner's is linked as it is.
import { existsSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import sharp from 'sharp';
import type { Plugin, ResolvedConfig } from 'vite';
import { sitePluginApi } from './site-plugin.ts';

export const GIVEN_ICON = 'favicon.svg';
export const MADE_ICON = 'favicon.png';
/** The made icon's side in pixels: sharp enough for a tab on a high-density screen, and for a bookmark. */
export const MADE_ICON_SIZE = 64;

const ICON_LINK = /<link rel="icon" href="\/favicon\.svg"[^>]*>\s*/;

/** The square PNG icon of a logo file (SVG or raster). */
export function iconFromLogo(logo: Buffer): Promise<Buffer> {
  return sharp(logo, { density: 300 })
    .resize(MADE_ICON_SIZE, MADE_ICON_SIZE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The file of the site's logo under public/, when there is one. */
function logoFile(config: ResolvedConfig): string | undefined {
  const src = sitePluginApi(config.plugins).result().config?.business.logo.src;
  if (!src || !config.publicDir) return undefined;
  const file = resolve(config.publicDir, `.${src.startsWith('/') ? '' : '/'}${src.split(/[?#]/)[0]}`);
  return file.startsWith(config.publicDir + sep) && existsSync(file) ? file : undefined;
}

export function faviconPlugin(): Plugin {
  let config: ResolvedConfig;
  const given = (name: string) => Boolean(config.publicDir) && existsSync(resolve(config.publicDir, name));
  /** What the pages link: the given icon (an SVG, or a PNG of the owner's), one made from the logo, or none. */
  const icon = (): 'given' | 'png' | 'made' | 'none' =>
    given(GIVEN_ICON) ? 'given' : given(MADE_ICON) ? 'png' : logoFile(config) ? 'made' : 'none';
  const madeIcon = () => {
    const logo = logoFile(config);
    if (!logo) throw new Error('The site has no logo file to make the tab icon from');
    return iconFromLogo(readFileSync(logo));
  };
  return {
    name: 'site-favicon',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml(html) {
      const kind = icon();
      if (kind === 'given') return html;
      const link = kind !== 'none' ? `<link rel="icon" href="/${MADE_ICON}" type="image/png" />\n    ` : '';
      return html.replace(ICON_LINK, link);
    },
    async generateBundle() {
      if (config.build.ssr || icon() !== 'made') return;
      this.emitFile({ type: 'asset', fileName: MADE_ICON, source: await madeIcon() });
      config.logger.info(`${MADE_ICON}: made from the logo, as public/ has no ${GIVEN_ICON}`);
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `/${MADE_ICON}` || icon() !== 'made') return next();
        madeIcon().then(
          (png) => {
            res.setHeader('Content-Type', 'image/png');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(png);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
