// What of public/ is published: every file, links followed while they stay in the site folder;
// never a dotfile (but .well-known/), never what a link out of the site points at. The
// validator names each link that leads out (issue 44: a link to /etc/passwd was published).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseYaml } from '../../src/validate/yaml-source.ts';
import { siteValidator } from '../../src/validate/schema-validator.ts';
import { siteChecks } from '../../src/validate/checks/site-checks.ts';
import type { SiteConfig } from '../../src/site/site-types.generated.ts';
import { readPublicFolder } from '../../src/validate/checks/public-folder.ts';
import { testSite } from '../support/test-site.ts';

const { source, data } = parseYaml('site.yaml', readFileSync(testSite.file, 'utf8'));
siteValidator().validate(data);
let site: string;
const publicDir = () => join(site, 'public');

beforeEach(() => {
  site = mkdtempSync(join(tmpdir(), 'public-folder-'));
  cpSync(testSite.publicDir, publicDir(), { recursive: true });
});
afterEach(() => rmSync(site, { recursive: true, force: true }));

const linkProblems = () =>
  siteChecks(data as SiteConfig, source, { publicDir: publicDir() })
    .filter((p) => p.message.includes('symbolic link'))
    .map((p) => p.message);

describe('public/', () => {
  it('publishes its files and those its links find in the site folder, but no dotfile other than .well-known/', () => {
    mkdirSync(join(publicDir(), '.well-known'));
    writeFileSync(join(publicDir(), '.well-known/security.txt'), 'Contact: mailto:a@example.com\n');
    writeFileSync(join(publicDir(), '.env'), 'SECRET=1\n');
    writeFileSync(join(publicDir(), 'images/.htpasswd'), 'owner:$apr1$x\n');
    mkdirSync(join(site, 'shared'));
    writeFileSync(join(site, 'shared/menu.pdf'), '%PDF-1.4\n');
    symlinkSync('../../shared/menu.pdf', join(publicDir(), 'images/menu.pdf'));
    const folder = readPublicFolder(publicDir());
    expect(folder.published).toEqual(expect.arrayContaining(['.well-known/security.txt', 'images/menu.pdf']));
    expect(folder.published.filter((p) => p.includes('.env') || p.includes('htpasswd'))).toEqual([]);
    expect(folder.leftOut).toEqual(['.env', 'images/.htpasswd']);
    expect(linkProblems()).toEqual([]);
  });

  it('names each link that leads out of the site folder, to a hidden file, or round in a circle', () => {
    writeFileSync(join(site, '.env'), 'SECRET=1\n');
    symlinkSync('/etc/passwd', join(publicDir(), 'passwd.txt'));
    symlinkSync('../../.env', join(publicDir(), 'images/env.txt'));
    symlinkSync('..', join(publicDir(), 'images/all'));
    symlinkSync('.', join(publicDir(), 'images/loop'));
    symlinkSync('/nonexistent/old.svg', join(publicDir(), 'images/old.svg'));
    expect(readPublicFolder(publicDir()).published.filter((p) => /passwd|env|all\/|old/.test(p))).toEqual([]);
    expect(linkProblems()).toEqual([
      expect.stringMatching(
        /images\/all is a symbolic link to \.\., and it leads to a folder that holds public\/ itself/,
      ),
      expect.stringMatching(/images\/env\.txt is a symbolic link to \.\.\/\.\.\/\.env, and it leads to a hidden file/),
      expect.stringMatching(/images\/loop is a symbolic link to \., and it leads to a folder it is in/),
      expect.stringMatching(/images\/old\.svg is a symbolic link to \/nonexistent\/old\.svg, and it leads to nothing/),
      expect.stringMatching(/passwd\.txt is a symbolic link to \/etc\/passwd, and it leads out of the site folder/),
    ]);
  });
});
