// A site of many files in a real git repository with a real bare remote, for the tests of
// History and Restore: tests/fixtures/service-towns (a made-up business) with its contact page
// in pages/contact.yaml and the window-cleaning page's children taken from the folder
// pages/window-cleaning/ (one page, screens.yaml), committed as "The site as shipped".
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { addBareRemote, gitIn, type GitSite } from './git-site.ts';

const FIXTURE = resolve('tests/fixtures/service-towns');
const CONTACT_START = '  - path: contact\n';
/** The comment the contact page's file starts with. */
export const CONTACT_COMMENT = '# The contact page, kept apart.\n';

/** A page of the folder pages/window-cleaning/, its text marked with `words`. */
export const childPage = (path: string, heading: string, words: string) =>
  `path: ${path}\nname: ${heading}\nheading: ${heading}\nblocks:\n  - type: richText\n    text: ${words} [Write to us](/contact).\n`;

export interface ContactFileOptions {
  /** The window-cleaning page's children from the folder pages/window-cleaning/ (site.yaml's last page). */
  folder?: boolean;
  /** The contact page file's text, before it is written (e.g. with a comment added inside). */
  contact?: (text: string) => string;
}

/**
 * Writes into `dir` tests/fixtures/service-towns with its contact page moved to pages/contact.yaml,
 * after a comment in each file, and its public/. What each test of a site of many files starts from.
 */
export function writeSiteWithContactFile(dir: string, { folder = false, contact = (t) => t }: ContactFileOptions = {}) {
  const text = readFileSync(join(FIXTURE, 'site.yaml'), 'utf8');
  const at = text.indexOf(CONTACT_START);
  const page = text
    .slice(at)
    .split('\n')
    .map((line) => line.slice(4))
    .join('\n');
  writeFileSync(
    join(dir, 'site.yaml'),
    `${text.slice(0, at)}${folder ? '    children: pages/window-cleaning/\n' : ''}  # the contact page is in a file of its own\n  - page: pages/contact.yaml\n`,
  );
  mkdirSync(join(dir, 'pages'), { recursive: true });
  writeFileSync(join(dir, 'pages/contact.yaml'), contact(`${CONTACT_COMMENT}${page}`));
  cpSync(join(FIXTURE, 'public'), join(dir, 'public'), { recursive: true });
}

export function makeGitSiteWithPages(): GitSite {
  const dir = mkdtempSync(join(tmpdir(), 'site-pages-'));
  writeSiteWithContactFile(dir, { folder: true });
  mkdirSync(join(dir, 'pages/window-cleaning'), { recursive: true });
  writeFileSync(join(dir, 'pages/window-cleaning/screens.yaml'), childPage('screens', 'Screens', 'SCREENS-WORDS'));
  gitIn(dir, 'init', '--quiet', '--initial-branch=main');
  gitIn(dir, 'config', 'user.name', 'Test Owner');
  gitIn(dir, 'config', 'user.email', 'owner@example.com');
  gitIn(dir, 'add', 'site.yaml', 'public', 'pages');
  gitIn(dir, 'commit', '--quiet', '-m', 'The site as shipped');
  const remote = addBareRemote(dir);
  return {
    dir,
    siteFile: join(dir, 'site.yaml'),
    publicDir: join(dir, 'public'),
    remote,
    cleanup() {
      rmSync(dir, { recursive: true, force: true });
      rmSync(remote, { recursive: true, force: true });
    },
  };
}

/**
 * Commits and pushes a second version that changes only files under pages/: the contact page's
 * heading (Write to us), and a page added to the folder the window-cleaning page takes whole
 * (storm.yaml, STORM-WORDS). Returns the two versions' commits.
 */
export function commitPagesOnlyVersion(site: GitSite): { v1: string; v2: string } {
  const v1 = gitIn(site.dir, 'rev-parse', 'HEAD');
  const contact = join(site.dir, 'pages/contact.yaml');
  writeFileSync(contact, readFileSync(contact, 'utf8').replace('heading: Contact', 'heading: Write to us'));
  writeFileSync(
    join(site.dir, 'pages/window-cleaning/storm.yaml'),
    childPage('storm-windows', 'Storm windows', 'STORM-WORDS'),
  );
  gitIn(site.dir, 'add', 'pages');
  gitIn(site.dir, 'commit', '--quiet', '-m', 'Contact heading, and storm windows');
  gitIn(site.dir, 'push', '--quiet', 'origin', 'main');
  return { v1, v2: gitIn(site.dir, 'rev-parse', 'HEAD') };
}
