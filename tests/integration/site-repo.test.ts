// A site of its own (issue 43), as a developer makes one for a client: `site-engine new-site`
// in a folder outside this repository, installed against this engine by a file: path, then
// the site's own commands. After the content edits an owner makes (phone and company, a child
// page with its menu entry, a page removed), the site checks are green; a retired field is
// rewritten by `migrate`, comments kept.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { migrateDocument } from '../../src/validate/retired-fields.ts';

const engine = resolve(import.meta.dirname, '../..');
const cli = join(engine, 'bin/site-engine.mjs');
let home: string;

// As a developer's shell runs them: no test runner's NODE_ENV.
const shell = () => {
  const env: NodeJS.ProcessEnv = { ...process.env, SITE_DIR: '', CI: '1' };
  delete env.NODE_ENV;
  delete env.VITEST;
  return env;
};
const run = (cwd: string, cmd: string, args: string[]) =>
  spawnSync(cmd, args, { cwd, encoding: 'utf8', env: shell(), timeout: 280_000 });

beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), 'site-repo-'));
});
afterAll(() => rmSync(home, { recursive: true, force: true }));

describe('site-engine new-site', () => {
  it('makes a repository with one first commit and no remote, from a starter, and prints the next steps', () => {
    const made = run(home, process.execPath, [cli, 'new-site', 'client-a', '--from', 'landscaping']);
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toContain('git remote add origin');
    expect(made.stdout).toContain('Settings › Pages');
    const dir = join(home, 'client-a');
    const git = (...args: string[]) =>
      execFileSync('git', ['-C', dir, ...args])
        .toString()
        .trim();
    expect(git('log', '--format=%s')).toBe('First version of the site, from the landscaping starter');
    expect(git('remote')).toBe('');
    expect(git('status', '--porcelain')).toBe('');
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      scripts: Record<string, string>;
    };
    expect(pkg.dependencies['site-renderer']).toBe(`file:${engine}`);
    expect(pkg.scripts.test).toBe('site-engine check');
    for (const file of ['site.yaml', 'public/favicon.svg', 'README.md', '.github/workflows/deploy-pages.yml'])
      expect(existsSync(join(dir, file)), file).toBe(true);
    expect(readFileSync(join(dir, 'site.yaml'), 'utf8')).toMatch(
      /^# yaml-language-server: \$schema=node_modules\/site-renderer\/schema\/site.schema.json$/m,
    );
  });

  it('refuses a folder that is not empty, and a starter that does not exist, in plain words', () => {
    writeFileSync(join(home, 'taken.txt'), 'x');
    const taken = run(home, process.execPath, [cli, 'new-site', home]);
    expect(taken.status).toBe(1);
    expect(taken.stderr).toContain('already exists and is not empty');
    const unknown = run(home, process.execPath, [cli, 'new-site', 'client-x', '--from', 'bakery']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('There is no starter "bakery". Starters: blank');
  });

  it("after an owner's edits, the site's own checks pass: validate, build, links, Nu, axe and the form", () => {
    const made = run(home, process.execPath, [cli, 'new-site', 'client-b', '--from', 'blank']);
    expect(made.status, made.stderr).toBe(0);
    const dir = join(home, 'client-b');
    expect(run(dir, 'npm', ['install', '--no-audit', '--no-fund', '--offline']).status).toBe(0);
    let text = readFileSync(join(dir, 'site.yaml'), 'utf8');
    text = text
      .replace('company: Your Company', 'company: Bayou Bakery')
      .replace('phone: (555) 555-0100', 'phone: (504) 555-0199')
      // A child page under Services, with its menu entry, and the section linking to it.
      .replace(
        '  - title: Contact\n    url: contact\n',
        '  - title: Cakes\n    url: services/cakes\n  - title: Contact\n    url: contact\n',
      )
      .replace(
        '          [ask for a quote](/contact).\n',
        `          [ask for a quote](/contact). Our [cakes](/services/cakes) are made to order.
    children:
      - path: cakes
        name: Cakes
        heading: Cakes
        description: Cakes made to order by {{company}}.
        blocks:
          - type: richText
            text: >-
              Birthday and wedding cakes, made to order in our kitchen and delivered across town.
              Tell us the day, the size and the flavours, and we answer within two working days.
              [Ask for a cake](/contact).
`,
      );
    writeFileSync(join(dir, 'site.yaml'), text);
    const check = run(dir, 'npm', ['test']);
    expect(check.stdout + check.stderr).toMatch(/^6 passed, 0 failed$/m);
    expect(check.status).toBe(0);
  }, 300_000);
});

describe('site-engine migrate', () => {
  it('rewrites a retired field in its new form, keeping comments and everything else', () => {
    const doc = parseDocument(
      'business:\n  # The logo\n  logo:\n    src: /images/logo.svg # ours\n    windowSrc: /images/logo-window.svg\n',
    );
    expect(migrateDocument(doc)).toEqual([expect.stringMatching(/^business\.logo\.windowSrc: .*logo\.variants/)]);
    expect(doc.toString()).toBe(
      'business:\n  # The logo\n  logo:\n    src: /images/logo.svg # ours\n    variants:\n      - { pathContains: window, src: /images/logo-window.svg }\n',
    );
  });
});
