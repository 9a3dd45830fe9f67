// Vite plugin: the SVG pictures of public/ follow the theme colours of site.yaml. `vite
// build` recolours the copies in the output folder; `vite dev` serves them recoloured. The
// logo files named in business.logo are the owner's own and stay as they are.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { recolourSvg } from './theme-art.ts';
import { sitePluginApi } from './site-plugin.ts';

function svgFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.svg'))
    .map((e) => join(e.parentPath, e.name));
}

export function themeArtPlugin(): Plugin {
  let config: ResolvedConfig;
  // The site plugin's last load: site.yaml is read once per build and once per change in dev.
  const site = () => sitePluginApi(config.plugins).result().config?.business;
  /** Site paths of the logo files, e.g. /images/logo.svg. */
  const logos = (business: NonNullable<ReturnType<typeof site>>) =>
    new Set([business.logo.src, ...(business.logo.variants ?? []).map((v) => v.src)]);
  const urlOf = (root: string, file: string) => `/${relative(root, file).split(sep).join('/')}`;

  return {
    name: 'theme-art',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = decodeURIComponent((req.url ?? '').split('?')[0]);
        if (!path.endsWith('.svg') || !config.publicDir) return next();
        const file = resolve(config.publicDir, `.${path}`);
        const business = site();
        if (!file.startsWith(config.publicDir + sep) || !existsSync(file) || !business || logos(business).has(path))
          return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(recolourSvg(readFileSync(file, 'utf8'), business.theme));
      });
    },
    closeBundle: {
      order: 'post',
      handler() {
        if (config.command !== 'build' || config.build.ssr) return;
        const business = site();
        if (!business) return;
        const outDir = resolve(config.root, config.build.outDir);
        const skip = logos(business);
        for (const file of svgFiles(outDir)) {
          if (skip.has(urlOf(outDir, file))) continue;
          const svg = readFileSync(file, 'utf8');
          const recoloured = recolourSvg(svg, business.theme);
          if (recoloured !== svg) writeFileSync(file, recoloured);
        }
      },
    },
  };
}
