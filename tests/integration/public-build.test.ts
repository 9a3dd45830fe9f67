// `vite build` of a copy of the root site whose public/ holds what hosts must not serve and
// has no favicon.svg (issue 44): its dotfiles are left out (but .well-known/) and the build
// says so; a phone photo linked in from the site folder under an odd name loses its camera
// and GPS; the tab icon is made from the logo and every page links it. A second copy with a
// link to /etc/passwd stops before anything is published, naming the link. Both builds run at once.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMERA, phonePhoto } from '../support/test-photos.ts';
import { testSite } from '../support/test-site.ts';

const STACK = /^\s+at .*(\.ts|\.js|node:)/m;
const work = mkdtempSync(resolve('.e2e/public-build-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Build {
  status: number | null;
  printed: string;
  dist: string;
}

/** A copy of the root site in `work/<name>`, without favicon.svg, changed by `edit`; then built. */
function build(name: string, edit: (site: string) => void): Promise<Build> {
  const site = join(work, name);
  cpSync(testSite.publicDir, join(site, 'public'), { recursive: true });
  rmSync(join(site, 'public/favicon.svg'));
  cpSync(testSite.file, join(site, 'site.yaml'));
  edit(site);
  const dist = join(site, 'dist');
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [resolve('node_modules/vite/bin/vite.js'), 'build', '--outDir', dist], {
      env: {
        ...process.env,
        // vitest sets NODE_ENV to test, which would give the bundle React's development runtime.
        NODE_ENV: 'production',
        SITE_FILE: join(site, 'site.yaml'),
        SITE_PUBLIC_DIR: join(site, 'public'),
        SITE_PICTURE_CACHE: join(site, 'cache'),
        NO_COLOR: '1',
      },
      timeout: 240_000,
    });
    let printed = '';
    child.stdout.on('data', (d) => (printed += d));
    child.stderr.on('data', (d) => (printed += d));
    child.on('error', fail);
    child.on('close', (status) => done({ status, printed, dist }));
  });
}

let good: Build;
let leaking: Build;
beforeAll(async () => {
  const photo = await phonePhoto({ width: 64, height: 48, seed: 11 });
  [good, leaking] = await Promise.all([
    build('good', (site) => {
      writeFileSync(join(site, 'public/.env'), 'SECRET=1\n');
      writeFileSync(join(site, 'public/images/.htpasswd'), 'owner:$apr1$x\n');
      mkdirSync(join(site, 'public/.well-known'));
      writeFileSync(join(site, 'public/.well-known/security.txt'), 'Contact: mailto:a@example.com\n');
      mkdirSync(join(site, 'photos'));
      writeFileSync(join(site, 'photos/van.jpg'), photo);
      symlinkSync('../../photos/van.jpg', join(site, 'public/images/van.jpe'));
    }),
    build('leaking', (site) => symlinkSync('/etc/passwd', join(site, 'public/passwd.txt'))),
  ]);
}, 300_000);

describe('a build of public/', () => {
  it('leaves dotfiles out but .well-known/, and says which', () => {
    expect(good.status, good.printed.slice(-3000)).toBe(0);
    expect(existsSync(join(good.dist, '.env'))).toBe(false);
    expect(existsSync(join(good.dist, 'images/.htpasswd'))).toBe(false);
    expect(readFileSync(join(good.dist, '.well-known/security.txt'), 'utf8')).toContain('Contact:');
    expect(good.printed).toMatch(/public\/: not published.*: \.env, images\/\.htpasswd/);
  });

  it('publishes a linked photo by its bytes, whatever its name, without its camera and GPS', () => {
    const van = readFileSync(join(good.dist, 'images/van.jpe'));
    expect(van.includes(CAMERA)).toBe(false);
    expect(van[0]).toBe(0xff);
  });

  it('makes the tab icon from the logo when public/ has none, and every page links it', async () => {
    const icon = await sharp(readFileSync(join(good.dist, 'favicon.png'))).metadata();
    expect([icon.format, icon.width, icon.height]).toEqual(['png', 64, 64]);
    for (const page of ['index.html', '404.html', 'contact/index.html']) {
      const html = readFileSync(join(good.dist, page), 'utf8');
      expect(html, page).toContain('<link rel="icon" href="/favicon.png" type="image/png"');
      expect(html, page).not.toContain('favicon.svg');
    }
  });

  it('stops at a link out of the site folder, naming it, with no stack and nothing published', () => {
    expect(leaking.status).toBe(1);
    expect(leaking.printed).toMatch(
      /public\/passwd\.txt is a symbolic link to \/etc\/passwd, and it leads out of the site folder/,
    );
    expect(leaking.printed).not.toMatch(STACK);
    expect(existsSync(join(leaking.dist, 'passwd.txt'))).toBe(false);
    expect(existsSync(join(leaking.dist, 'index.html'))).toBe(false);
  });
});
