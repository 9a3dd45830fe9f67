// What `npm run build:release` (the deploy build) checks before it builds: the site is valid
// and no example content is left. Each example is named with its line in the site file, in
// plain words, so the owner knows exactly what to replace.
import { loadSiteFile } from './load-site.ts';
import { formatProblems } from './problem.ts';
import { positionOf } from './yaml-source.ts';
import { sampleEntries } from './checks/sample-checks.ts';
import { doorwayFindings } from './checks/area-checks.ts';

export interface ReleaseCheck {
  ok: boolean;
  /** What to print: the reason the release stops, or nothing. */
  report: string;
  /** Town pages search engines would take for doorway pages (kept out of them), each at its line; or nothing. */
  doorways: string;
}

export function releaseCheck(path: string): ReleaseCheck {
  const { config, source, problems } = loadSiteFile(path);
  const errors = problems.filter((p) => p.severity === 'error');
  if (!config || !source || errors.length)
    return {
      ok: false,
      report: `The site file has mistakes, so it cannot be published:\n\n${formatProblems(errors)}`,
      doorways: '',
    };
  const thin = doorwayFindings({ config }).map((f) => {
    const at = positionOf(source, f.path);
    return `  ${at.file}:${at.line}  ${f.message}`;
  });
  const doorways = thin.length
    ? ['Town pages that search engines would take for doorway pages:', '', ...thin].join('\n')
    : '';
  const samples = sampleEntries(config);
  if (!samples.length) return { ok: true, report: '', doorways };
  const lines = samples
    .map((s) => ({ ...s, ...positionOf(source, s.path) }))
    .sort((a, b) =>
      a.file === b.file
        ? a.line - b.line
        : a.file === source.file
          ? -1
          : b.file === source.file
            ? 1
            : a.file < b.file
              ? -1
              : 1,
    )
    .map(
      (s) => `  ${s.file}:${s.line}  ${s.what}, shown on ${s.page === 'every page' ? s.page : `the page ${s.page}`}`,
    );
  const reviews = samples.filter((s) => s.ofBlock).length;
  const team = samples.filter((s) => s.ofTeam).length;
  const towns = samples.filter((s) => s.ofArea).length;
  const photos = samples.length - reviews - team - towns;
  const counted = [
    reviews &&
      (reviews === 1
        ? 'one example review that no customer wrote'
        : `${reviews} example reviews that no customer wrote`),
    team &&
      (team === 1
        ? 'one example team member who is not on your staff'
        : `${team} example team members who are not on your staff`),
    towns &&
      (towns === 1
        ? 'one town page with example words that are not yours'
        : `${towns} town pages with example words that are not yours`),
    photos &&
      (photos === 1 ? 'one example photo that is not your work' : `${photos} example photos that are not your work`),
  ]
    .filter(Boolean)
    .join(', ')
    .replace(/, ([^,]*)$/, ' and $1');
  return {
    ok: false,
    report: [
      `Not published: ${source.file} still has ${counted} (marked "sample: true").`,
      'Publishing them would pass them off as real. Replace each review with a real one your customer',
      'agreed to show (name, words, stars), each team member with a real person who agreed to be shown,',
      "each photo with one of your own work and each town's example words with your own about working",
      'there, or remove them, and delete their "sample: true" lines:',
      '',
      ...lines,
      '',
      'Then run npm run build:release again. (npm run build still makes a test build, with each',
      'example labelled as one on its page.)',
    ].join('\n'),
    doorways,
  };
}
