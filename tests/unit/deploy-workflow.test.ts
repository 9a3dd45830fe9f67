// The GitHub Pages workflow an owner turns on: a push to main installs, validates, builds the
// release and deploys dist/ with the official Pages actions and the permissions they need;
// pull requests are left to check-site.yml and never deploy.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  permissions?: Record<string, string>;
  environment?: { name: string; url?: string };
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

const workflow = parse(readFileSync('.github/workflows/deploy-pages.yml', 'utf8')) as Workflow;
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
/** Where the first step that uses an action (or runs a command) is, counted over all jobs in order. */
const at = (what: string) => steps.findIndex((s) => s.uses?.startsWith(`${what}@`) || s.run?.startsWith(what));

describe('deploy-pages.yml', () => {
  it('runs on a push to main (and by hand), never on a pull request', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['push', 'workflow_dispatch']);
    expect(workflow.on.push).toEqual({ branches: ['main'] });
  });

  it('installs, validates, builds the release and uploads dist/, in that order', () => {
    const order = [
      'actions/checkout',
      'actions/setup-node',
      'npm ci',
      'npm run validate',
      'actions/configure-pages',
      'npm run build:release',
      'actions/upload-pages-artifact',
      'actions/deploy-pages',
    ].map(at);
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(steps[at('actions/upload-pages-artifact')].with).toEqual({ path: 'sites/pelican/dist' });
  });

  it('deploys in its own job after the build, with the Pages permissions and environment', () => {
    const deploy = Object.values(workflow.jobs).find((job) =>
      job.steps.some((s) => s.uses?.startsWith('actions/deploy-pages@')),
    )!;
    const build = Object.entries(workflow.jobs).find(([, job]) => job !== deploy)!;
    expect(deploy.needs).toBe(build[0]);
    expect(deploy.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
    const step = deploy.steps.find((s) => s.uses?.startsWith('actions/deploy-pages@'))!;
    expect(deploy.environment).toEqual({ name: 'github-pages', url: `\${{ steps.${step.id}.outputs.page_url }}` });
    // Everything else only reads the repository.
    expect(workflow.permissions).toEqual({ contents: 'read' });
  });

  it('uses a build:release script that exists', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['build:release']).toBeTruthy();
  });

  it('leaves pull requests to check-site.yml', () => {
    const check = parse(readFileSync('.github/workflows/check-site.yml', 'utf8')) as Workflow;
    expect(Object.keys(check.on)).toContain('pull_request');
  });
});
