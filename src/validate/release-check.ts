// What `npm run build:release` (the deploy build) checks before it builds: the site is valid
// and no example content is left. Each example is named with its line in the site file, in
// plain words, so the owner knows exactly what to replace.
import { loadSiteFile } from './load-site.ts';
import { formatProblems } from './problem.ts';
import { positionOf } from './yaml-source.ts';
import { sampleEntries } from './checks/sample-checks.ts';

export interface ReleaseCheck {
  ok: boolean;
  /** What to print: the reason the release stops, or nothing. */
  report: string;
}

export function releaseCheck(path: string): ReleaseCheck {
  const { config, source, problems } = loadSiteFile(path);
  const errors = problems.filter((p) => p.severity === 'error');
  if (!config || !source || errors.length)
    return { ok: false, report: `The site file has mistakes, so it cannot be published:\n\n${formatProblems(errors)}` };
  const samples = sampleEntries(config);
  if (!samples.length) return { ok: true, report: '' };
  const lines = samples.map((s) => {
    const { line } = positionOf(source, s.path);
    return `  ${source.file}:${line}  ${s.what}, shown on the page ${s.page}`;
  });
  const count = samples.length === 1 ? 'one example review' : `${samples.length} example reviews`;
  return {
    ok: false,
    report: [
      `Not published: ${source.file} still has ${count} that no customer wrote (marked "sample: true").`,
      'Publishing them would pass them off as real customers. Replace each with a real review your',
      'customer agreed to show (name, words, stars), or remove it, and delete its "sample: true" line:',
      '',
      ...lines,
      '',
      'Then run npm run build:release again. (npm run build still makes a test build, with each',
      'example labelled "Example".)',
    ].join('\n'),
  };
}
