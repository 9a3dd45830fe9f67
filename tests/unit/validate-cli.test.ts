// `npm run validate` for tools and CI: --format json, GitHub workflow annotations (escaped,
// so text from site.yaml cannot inject a command), the workflow that runs it on every push
// and pull request, and the pre-commit hook turned on with one command.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runValidate } from '../support/run-validate.ts';
import { githubAnnotation } from '../../src/validate/problem-output.ts';
import type { Problem } from '../../src/validate/problem.ts';
import { testSite } from '../support/test-site.ts';

// The command in this process, but the first test goes through npm itself, so the script's
// wiring is checked too (and the pre-commit hook below runs it as git does).
const validate = (args: string[], env: Record<string, string> = {}, viaNpm = false) =>
  viaNpm
    ? spawnSync('npm', ['run', '--silent', 'validate', '--', ...args], {
        encoding: 'utf8',
        timeout: 60_000,
        env: { ...process.env, GITHUB_ACTIONS: '', ...env },
      })
    : runValidate(args, env);

const tmp = mkdtempSync(join(tmpdir(), 'validate-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const broken = 'tests/fixtures/invalid/broken-text-link.yaml';
const expectedLine = readFileSync(broken, 'utf8')
  .split('\n')
  .find((l) => l.startsWith('# expect: '))!;
const [, line, col] = /:(\d+):(\d+) error/.exec(expectedLine)!;

describe('npm run validate -- --format json', () => {
  it('prints the problems as JSON and exits 1 on errors', () => {
    const r = validate([broken, '--format', 'json'], {}, true);
    expect(r.status).toBe(1);
    const report = JSON.parse(r.stdout);
    expect(report).toMatchObject({ file: broken, valid: false, errors: 1 });
    const error = report.problems.find((p: Problem) => p.severity === 'error');
    expect(error).toMatchObject({ line: Number(line), column: Number(col) });
    expect(error.fix).toBeTruthy();
  }, 60_000);

  it('says valid for the shipped site', () => {
    const r = validate(['--format', 'json']);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ file: 'tests/fixtures/pelican/site.yaml', valid: true, errors: 0 });
  }, 60_000);

  it('reads the EmailJS settings from the environment it is given', () => {
    const placeholders = /emailjs\.publicKey, emailjs\.serviceId, emailjs\.templateId are still placeholders/;
    const unset = { VITE_EMAILJS_PUBLIC_KEY: '', VITE_EMAILJS_SERVICE_ID: '', VITE_EMAILJS_TEMPLATE_ID: '' };
    expect(validate([], unset).stderr).toMatch(placeholders);
    const set = {
      VITE_EMAILJS_PUBLIC_KEY: 'pk',
      VITE_EMAILJS_SERVICE_ID: 'service_x',
      VITE_EMAILJS_TEMPLATE_ID: 'template_y',
    };
    const r = validate([], set);
    expect(r.status).toBe(0);
    expect(r.stderr).not.toMatch(placeholders);
  });

  it('refuses an unknown format', () => {
    const r = validate(['--format', 'xml']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('unknown format "xml"');
  }, 60_000);
});

describe('GitHub Actions annotations', () => {
  it('under GITHUB_ACTIONS=true each problem is also a workflow command on its line', () => {
    const r = validate([broken], { GITHUB_ACTIONS: 'true' });
    expect(r.status).toBe(1);
    const annotations = r.stdout.split('\n').filter((l) => l.startsWith('::error'));
    expect(annotations).toHaveLength(1);
    // Warnings are annotations too.
    expect(r.stdout).toMatch(/^::warning file=/m);
    expect(annotations[0]).toMatch(
      new RegExp(
        `^::error file=${broken.replace(/\//g, '\\/')},line=${line},col=${col},title=[^:]+::The link in the text`,
      ),
    );
    expect(annotations[0]).toContain('%0Afix: ');
    // Not under GitHub: no workflow commands.
    expect(validate([broken]).stdout).not.toContain('::error');
  }, 60_000);

  it('escapes %, CR and LF in messages and , : in properties', () => {
    const p: Problem = {
      severity: 'warning',
      file: 'a,b:c.yaml',
      line: 3,
      column: 4,
      where: '',
      message: '100% done\r\n::error::injected',
    };
    expect(githubAnnotation(p)).toBe(
      '::warning file=a%2Cb%3Ac.yaml,line=3,col=4,title=site.yaml warning::100%25 done%0D%0A::error::injected',
    );
  });

  it('text from site.yaml cannot start a workflow command of its own', () => {
    const site = readFileSync('tests/fixtures/valid/site.yaml', 'utf8').replace(
      '      - type: richText\n        id: welcome',
      '      - type: "richTxt\\n::notice::injected %0A::notice::again"\n        id: welcome',
    );
    const file = join(tmp, 'injected.yaml');
    writeFileSync(file, site);
    const r = validate([file], { GITHUB_ACTIONS: 'true' });
    expect(r.status).toBe(1);
    const commands = r.stdout.split(/\r?\n/).filter((l) => l.startsWith('::'));
    expect(commands.length).toBeGreaterThan(0);
    expect(commands.every((l) => /^::(error|warning) file=/.test(l))).toBe(true);
    expect(r.stdout).toContain('%250A::notice::again');
  }, 60_000);
});

describe('CI on every commit', () => {
  const workflow = parse(readFileSync('.github/workflows/check-site.yml', 'utf8'));
  const steps = Object.values(workflow.jobs as Record<string, { steps: Array<{ run?: string }> }>).flatMap((j) =>
    j.steps.map((s) => s.run ?? ''),
  );

  it('the workflow runs on every push and pull request, validates and runs the full suite', () => {
    expect(Object.keys(workflow.on)).toEqual(['push', 'pull_request']);
    expect(workflow.on.push).toBeNull(); // every branch
    expect(steps).toContain('npm run validate');
    expect(steps).toContain('npm test');
  });

  it('`npm run hooks:install` turns on a pre-commit hook that stops a commit of a broken site.yaml, as staged', () => {
    const repo = join(tmp, 'owner-repo');
    for (const dir of ['src', 'schema', 'scripts', '.githooks']) cpSync(dir, join(repo, dir), { recursive: true });
    cpSync(testSite.publicDir, join(repo, 'public'), { recursive: true });
    for (const file of ['package.json', 'tsconfig.json']) cpSync(file, join(repo, file));
    symlinkSync(resolve('node_modules'), join(repo, 'node_modules'));
    const git = (...args: string[]) =>
      spawnSync('git', ['-c', 'user.name=Owner', '-c', 'user.email=owner@example.test', ...args], {
        cwd: repo,
        encoding: 'utf8',
      });
    git('init', '-q');
    const install = spawnSync('npm', ['run', '--silent', 'hooks:install'], { cwd: repo, encoding: 'utf8' });
    expect(install.status).toBe(0);
    expect(git('config', 'core.hooksPath').stdout.trim()).toBe('.githooks');

    writeFileSync(join(repo, 'site.yaml'), readFileSync(broken, 'utf8'));
    git('add', 'site.yaml');
    const refused = git('commit', '-q', '-m', 'broken');
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain(`site.yaml:${line}:${col} error:`);
    expect(refused.stderr).toContain('nothing was committed');

    // The broken file stays staged while the working copy is put right: the commit would
    // hold the broken file, so it is still refused, and the message names site.yaml.
    writeFileSync(join(repo, 'site.yaml'), readFileSync(testSite.file, 'utf8'));
    const staged = git('commit', '-q', '-m', 'broken, staged');
    expect(staged.status).not.toBe(0);
    expect(staged.stderr).toMatch(new RegExp(`^site\\.yaml:${line}:${col} error:`, 'm'));
    expect(git('log', '--oneline').stdout).toBe('');

    git('add', 'site.yaml');
    // The reverse: a good file staged, a broken one left in the working copy, is committed.
    writeFileSync(join(repo, 'site.yaml'), readFileSync(broken, 'utf8'));
    const ok = git('commit', '-q', '-m', 'fixed');
    expect(ok.status, ok.stderr).toBe(0);
    expect(git('show', 'HEAD:site.yaml').stdout).toBe(readFileSync(testSite.file, 'utf8'));
  }, 120_000);
});
