// The preview of a site text with mistakes: the page cannot be rendered until they are fixed,
// and the preview says which, as the editor's form says them (the place, the field's label,
// what to do in the form), never in the words of the YAML file that the editor hides (its
// lines, keys, "Add a line … here": npm run validate's words, which stay at the line).
import { escapeHtml } from '../../src/seo/head.ts';
import type { LoadResult } from '../../src/validate/load-site.ts';
import { formProblems } from './problems.ts';

export function cannotShowPage(result: LoadResult): string {
  const items = formProblems(result)
    .filter((p) => p.severity === 'error')
    .map((p) => `<li><strong>${escapeHtml(p.place)}</strong>: ${escapeHtml(p.formFix ?? p.message)}</li>`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>The page cannot be shown yet</title></head><body><main style="font-family: system-ui, sans-serif; padding: 1rem"><h1>The page cannot be shown yet</h1><p>Fix ${items.length === 1 ? 'this' : 'these'} first:</p><ul>${items.join('')}</ul></main></body></html>`;
}
