// What a site file may not hold, found before the YAML is parsed: nesting deeper than
// any site needs (the parser and the checks after it recurse, so 10,000 levels would
// exhaust the stack), and YAML tags (!!js/function, !evil), which a site file has no
// use for. One pass of the yaml package's lexer, which does not recurse; the tokens it reads
// can be kept (`tokens`), so that the parser takes them instead of lexing the text again
// (src/validate/yaml-source.ts).
import { CST, Lexer } from 'yaml';
import type { Problem } from './problem.ts';

/** The deepest nesting allowed; the site that ships uses about 12 levels. */
export const MAX_DEPTH = 40;
const MAX_TAG_PROBLEMS = 20;
/** Lexer tokens that mark a place but are not text of the file. */
const ZERO_WIDTH = new Set([CST.DOCUMENT, CST.FLOW_END, CST.SCALAR]);

interface Level {
  /** Column (0-based) of the indicator or key that opened a block collection; -1 for a flow one. */
  col: number;
  offset: number;
}

export function yamlLimitProblems(file: string, text: string, maxDepth = MAX_DEPTH, tokens?: string[]): Problem[] {
  const problems: Problem[] = [];
  const at = positions(text);
  const errorAt = (offset: number, message: string, fix: string) =>
    problems.push({ severity: 'error', file, ...at(offset), where: '', message, fix });
  const blocks: Level[] = [];
  const flows: Level[] = [];
  let offset = 0;
  let lineStart = 0;
  let keyCol: number | undefined; // where the current key (or value) on this line began
  let tags = 0;

  const tooDeep = (): boolean => {
    if (blocks.length + flows.length <= maxDepth) return false;
    const levels = [...blocks, ...flows];
    const deepest = levels[maxDepth];
    // Where the nesting starts: the outermost level on the line where it becomes too deep.
    const line = at(deepest.offset).line;
    const start = levels.find((l) => at(l.offset).line === line) ?? deepest;
    errorAt(
      start.offset,
      `The values starting here are nested more than ${maxDepth} levels deep; no site needs that many, and reading them could crash the validator.`,
      'Remove the extra levels: each "- " at the start of an item, each indented key and each [ or { opens one more level.',
    );
    return true;
  };

  const openBlock = (col: number, start: number): boolean => {
    while (blocks.length && blocks[blocks.length - 1].col > col) blocks.pop();
    if (blocks.length && blocks[blocks.length - 1].col === col) return false;
    blocks.push({ col, offset: start });
    return tooDeep();
  };

  for (const token of new Lexer().lex(text)) {
    tokens?.push(token);
    const start = offset;
    if (!ZERO_WIDTH.has(token)) offset += token.length;
    const col = start - lineStart;
    const type = CST.tokenType(token);
    // A line break, or a token that spans lines (a block scalar's body, a quoted text).
    const nl = ZERO_WIDTH.has(token) ? -1 : token.lastIndexOf('\n');
    if (nl >= 0) lineStart = start + nl + 1;
    if (type === 'newline') keyCol = undefined;
    if (type === 'doc-start') blocks.length = 0;
    if (type === 'newline' || type === 'space' || type === 'comment' || type === 'doc-start' || ZERO_WIDTH.has(token))
      continue;
    if (type === 'tag') {
      if (tags++ < MAX_TAG_PROBLEMS) {
        errorAt(
          start,
          `The YAML tag ${token} has no use in a site file, and the site does not read tags.`,
          `Remove ${token} and write the value alone; put it in quotes if it must stay text.`,
        );
      }
      continue;
    }
    if (type === 'flow-map-start' || type === 'flow-seq-start') {
      keyCol ??= col;
      flows.push({ col: -1, offset: start });
      if (tooDeep()) return problems;
      continue;
    }
    if (type === 'flow-map-end' || type === 'flow-seq-end') {
      flows.pop();
      continue;
    }
    if (flows.length) continue;
    if (type === 'seq-item-ind' || type === 'explicit-key-ind') {
      keyCol = undefined;
      if (openBlock(col, start)) return problems;
    } else if (type === 'map-value-ind') {
      const keyAt = keyCol ?? col;
      keyCol = undefined;
      if (openBlock(keyAt, start - (col - keyAt))) return problems;
    } else {
      keyCol ??= col;
    }
  }
  return problems;
}

/** 1-based line and column of an offset, with the line starts found once. */
function positions(text: string): (offset: number) => { line: number; column: number } {
  let starts: number[] | undefined;
  return (offset) => {
    if (!starts) {
      starts = [0];
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    }
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo] + 1 };
  };
}
