// A block added with a required field still empty: npm run validate says at the line what to
// write in the YAML ("Add a line "image: …" here."), and the editor, which hides the YAML, says
// it in its form's words in the preview: the place and the field by their labels, and what to
// do in the form (choose a picture), never a line, a key or "Add a line".
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSiteText } from '../../src/validate/load-site.ts';
import { formatProblem } from '../../src/validate/problem.ts';
import { checkText } from '../../editor/server/problems.ts';
import { cannotShowPage } from '../../editor/server/cannot-show.ts';

const base = readFileSync('tests/fixtures/valid/site.yaml', 'utf8');
// The first page's blocks with an image band added, its picture not chosen yet.
const text = base.replace(
  '    blocks:\n      - type: richText\n',
  '    blocks:\n      - type: imageBand\n        heading: Our van\n      - type: richText\n',
);

describe('a required field left empty', () => {
  it('npm run validate names the line and the YAML to add, as before', () => {
    expect(text).not.toBe(base);
    const problem = loadSiteText('site.yaml', text).problems.find((p) => p.message === 'The field "image" is missing.');
    expect(problem).toMatchObject({ line: 42, severity: 'error' });
    expect(formatProblem(problem!)).toMatch(
      /^site\.yaml:42:9 error: The field "image" is missing\.\n {2}at page \/ › block 1 \(imageBand\)\n {2}fix: Add a line "image: …" here\./,
    );
  });

  it("the editor's preview says it in the form's words: the place and the field by their labels, and what to do", () => {
    const { result } = checkText('site.yaml', text);
    const page = cannotShowPage(result);
    expect(page).toContain('The page cannot be shown yet');
    expect(page).toMatch(
      /<li><strong>page \/ › block 1 \([^)]+\) › Image<\/strong>: Choose a picture for &quot;Image&quot;\.<\/li>/,
    );
    expect(page).not.toMatch(/Add a line|site\.yaml|image:|imageBand/);
  });

  it('a missing list or text says to add an entry or fill it in', () => {
    const missing = base.replace(
      '    blocks:\n      - type: richText\n',
      '    blocks:\n      - type: linkList\n      - type: richText\n',
    );
    const page = cannotShowPage(checkText('site.yaml', missing).result);
    expect(page).toMatch(/Add an entry to &quot;Links&quot;\./);
  });
});
