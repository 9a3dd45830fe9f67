// Vite plugin: copies public/ into the build output in place of Vite's own copy, which took
// everything: dotfiles (.env, .htpasswd) and what symbolic links point at, outside the site
// too (a link to /etc/passwd was published). The files copied are those of
// src/validate/checks/public-folder.ts, as the validator reads them: a link that leads out of
// the site folder stops the build before anything is written, naming each link; dotfiles are
// left out (but .well-known/, which hosts need), and the build says which.
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { readPublicFolder } from '../src/validate/checks/public-folder.ts';
import { BAD_LINK_FIX, badLinkMessage } from '../src/validate/checks/public-links-check.ts';
import { SiteError } from './site-plugin.ts';

export function publicCopyPlugin(): Plugin {
  let config: ResolvedConfig;
  const folder = () => readPublicFolder(config.publicDir);
  return {
    name: 'site-public-copy',
    apply: 'build',
    config: () => ({ build: { copyPublicDir: false } }),
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      if (!config.publicDir || config.build.ssr) return;
      const { badLinks } = folder();
      if (badLinks.length)
        this.error(
          new SiteError(
            `public/ has links to files outside the site; nothing was built.\n\n${badLinks
              .map((link) => `${badLinkMessage(config.publicDir, link)}\n  fix: ${BAD_LINK_FIX}`)
              .join('\n\n')}`,
          ),
        );
    },
    writeBundle(_options, bundle) {
      if (!config.publicDir || config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      const { published, leftOut } = folder();
      // A file the build wrote itself (index.html, _headers) wins over one of public/, as with Vite's copy.
      for (const path of published.filter((p) => !(p in bundle))) {
        const to = join(outDir, path);
        mkdirSync(dirname(to), { recursive: true });
        copyFileSync(join(config.publicDir, path), to);
      }
      if (leftOut.length)
        config.logger.warn(
          `public/: not published, as hosts may serve files whose name starts with a dot (only .well-known/ is): ${leftOut.join(', ')}`,
        );
    },
  };
}
