// Parses a site file with the yaml package, keeping node positions so that every
// problem can name file:line:column.
import {
  Composer,
  Parser,
  isAlias,
  isMap,
  isNode,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  visit,
  type Document,
  type Node,
} from 'yaml';
import type { Problem } from './problem.ts';
import { yamlLimitProblems } from './yaml-limits.ts';
import { explainDuplicateKey, explainUnquotedToken, explainYamlMistake } from './yaml-mistakes.ts';
import { whereAt } from './yaml-lines.ts';
import type { PathSegment } from '../site/data-path.ts';

export interface YamlSource {
  file: string;
  /** The text as read, for positions inside a value (a link inside Markdown). */
  text?: string;
  doc: Document.Parsed;
  lines: LineCounter;
  /** The nodes put into `doc` from other files (src/validate/includes.ts), with the file each came from. */
  includedFiles?: Map<Node, FileText>;
  /** The data as written in this file, before the includes were put in (what the editor edits). */
  written?: unknown;
}

/** One file of a site: its name in messages, its text and its line starts. */
export interface FileText {
  file: string;
  text?: string;
  lines: LineCounter;
}

export interface ParseResult {
  source: YamlSource;
  data: unknown;
  problems: Problem[];
}

const MAX_ALIASES = 100;
const PARSE_OPTIONS = { uniqueKeys: true, prettyErrors: true, strict: true } as const;

/** The line of the first YAML error of a text, or undefined when it reads: to try a repair. */
function firstErrorLine(text: string): number | undefined {
  const lines = new LineCounter();
  const doc = parseDocument(text, { ...PARSE_OPTIONS, lineCounter: lines });
  if (!doc.errors.length) return undefined;
  return lines.linePos(Math.min(...doc.errors.map((e) => e.pos[0]))).line;
}

/**
 * The document of `tokens`, the lexer's tokens of `text` (read once, by the limits check): what
 * parseDocument(text) makes, without lexing the text a second time (a quarter of the time of
 * reading a site of 10,000 files). A text that does not read cleanly is parsed again by
 * parseDocument itself, whose messages and error positions the explanations below are written
 * for.
 */
function parseTokens(text: string, tokens: readonly string[]): { doc: Document.Parsed; lines: LineCounter } {
  const lines = new LineCounter();
  const options = { ...PARSE_OPTIONS, lineCounter: lines };
  const parser = new Parser(lines.addNewLine);
  function* cst() {
    lines.addNewLine(0);
    for (const token of tokens) yield* parser.next(token);
    yield* parser.end();
  }
  const docs = [...new Composer(options).compose(cst(), true, text.length)];
  const doc = docs[0];
  if (docs.length === 1 && doc && !doc.errors.length && !doc.warnings.length) return { doc, lines };
  const again = new LineCounter();
  return { doc: parseDocument(text, { ...PARSE_OPTIONS, lineCounter: again }), lines: again };
}

export function parseYaml(file: string, text: string): ParseResult {
  // Too deep a nesting, or YAML tags: refused before the parser (which recurses) sees them.
  const tokens: string[] = [];
  const limits = yamlLimitProblems(file, text, undefined, tokens);
  if (limits.length)
    return {
      source: { file, text, doc: parseDocument(''), lines: new LineCounter() },
      data: undefined,
      problems: limits,
    };
  const { doc, lines } = parseTokens(text, tokens);
  // What the two searches below look for can only be where the lexer met its start: an alias is
  // a token starting with *, text read as braces two { tokens in a row. Most files have neither,
  // and each search walks the whole document.
  let braces = false;
  let aliases = false;
  for (let i = 0; i < tokens.length && !(braces && aliases); i++) {
    const c = tokens[i].charCodeAt(0);
    if (c === 42) aliases = true;
    else if (c === 123 && tokens[i + 1]?.charCodeAt(0) === 123) braces = true;
  }
  tokens.length = 0;
  const source: YamlSource = { file, text, doc, lines };
  const problems: Problem[] = [];
  // Only the first syntax error: the ones after it are usually its echoes (a tab or a
  // missing quote confuses the rest of the file), and fixing it is the next step anyway.
  const firstError = [...doc.errors].sort((x, y) => x.pos[0] - y.pos[0]).slice(0, 1);
  for (const e of [...firstError, ...doc.warnings]) {
    const pos = quoteStart(doc, lines, e.pos[0], e.message) ?? e.linePos?.[0] ?? lines.linePos(e.pos[0]);
    const first = firstError.includes(e);
    const plain = !first
      ? undefined
      : e.code === 'DUPLICATE_KEY'
        ? explainDuplicateKey(doc, lines, text, e.pos[0])
        : explainYamlMistake(text, pos.line, firstErrorLine);
    if (plain) {
      problems.push({ severity: 'error', file, ...plain });
      continue;
    }
    problems.push({
      severity: doc.errors.includes(e as never) ? 'error' : 'warning',
      file,
      line: pos.line,
      column: pos.col,
      where: whereAt(text.split('\n'), pos.line - 1),
      message: yamlMessage(e.code, e.message),
      fix: yamlFix(e.code),
    });
  }
  if (braces && !problems.some((p) => p.severity === 'error')) {
    const unquoted = explainUnquotedToken(doc, lines, text);
    if (unquoted) problems.push({ severity: 'error', file, ...unquoted });
  }
  if (aliases && !problems.some((p) => p.severity === 'error')) {
    const unknown = unresolvedAlias(doc, lines, text);
    if (unknown) problems.push({ severity: 'error', file, ...unknown });
  }
  if (problems.some((p) => p.severity === 'error')) return { source, data: undefined, problems };
  try {
    return { source, data: doc.toJS({ maxAliasCount: MAX_ALIASES }), problems };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    // Almost always an "alias bomb": aliases of aliases that would expand without end.
    // Point at the first alias, where the repetition starts.
    let first: Node | undefined;
    visit(doc, {
      Alias: (_, node) => {
        first = node;
        return visit.BREAK;
      },
    });
    const pos = lines.linePos(first?.range?.[0] ?? 0);
    problems.push({
      severity: 'error',
      file,
      line: pos.line,
      column: pos.col,
      where: '',
      message: first
        ? `The file repeats YAML aliases (*name) so often that reading it would never end (${message.replace(/\.$/, '')}).`
        : `The file could not be read: ${message}`,
      fix: `Write the values out instead of repeating them with aliases; at most ${MAX_ALIASES} uses of aliases are allowed.`,
    });
    return { source, data: undefined, problems };
  }
}

/**
 * An alias (*name) with no anchor (&name) before it: usually text that starts with * and
 * was meant as text. Said as such, rather than as an alias bomb (what toJS would report).
 */
function unresolvedAlias(
  doc: Document.Parsed,
  lines: LineCounter,
  text: string,
): Omit<Problem, 'severity' | 'file'> | undefined {
  let found: Omit<Problem, 'severity' | 'file'> | undefined;
  // The anchors met so far, in the order of the file: an alias names the last one before it.
  // (The yaml package's own node.resolve(doc) walks the whole file for each alias, which took
  // 14 s on a file of a thousand pages with a thousand aliases.)
  const anchors = new Set<string>();
  visit(doc, (_, node) => {
    if (isNode(node) && !isAlias(node) && node.anchor) anchors.add(node.anchor);
    if (isAlias(node)) {
      if (anchors.has(node.source)) return undefined;
      const pos = lines.linePos(node.range?.[0] ?? 0);
      const lineText = text.split('\n')[pos.line - 1] ?? '';
      const field = /^(\s*(?:- )?[\w-]+:\s+)(.*)$/.exec(lineText);
      const value = (field?.[2] ?? `*${node.source}`).replace(/\s+#.*$/, '').trimEnd();
      found = {
        line: pos.line,
        column: pos.col,
        where: whereAt(text.split('\n'), pos.line - 1),
        message: `The alias \`*${node.source}\` on line ${pos.line} names no anchor: no value before it is marked \`&${node.source}\`.`,
        fix: `For text that starts with *, put it in quotes: ${field ? `${field[1].trim()} ` : ''}"${value.replace(/"/g, '\\"')}". To repeat a value instead, mark it with &${node.source} before line ${pos.line}.`,
      };
      return visit.BREAK;
    }
    return undefined;
  });
  return found;
}

/** For a quote that is never closed, where it opened (the parser notices only at its end). */
function quoteStart(
  doc: Document.Parsed,
  lines: LineCounter,
  at: number,
  message: string,
): { line: number; col: number } | undefined {
  if (!message.startsWith('Missing closing')) return undefined;
  let start: number | undefined;
  visit(doc, {
    Scalar: (_, node) => {
      if (
        (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE') &&
        node.range &&
        node.range[0] < at &&
        at <= node.range[1]
      ) {
        start = node.range[0];
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return start === undefined ? undefined : lines.linePos(start);
}

function yamlMessage(code: string, message: string): string {
  const first = message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
  if (first.startsWith('Missing closing "quote'))
    return 'A text starts with a " quote mark but has no closing " quote mark.';
  if (first.startsWith("Missing closing 'quote"))
    return "A text starts with a ' quote mark but has no closing ' quote mark.";
  if (code === 'DUPLICATE_KEY') return `This key appears twice in the same section: ${first}`;
  if (code === 'TAB_AS_INDENT') return `A tab is used for indentation: ${first}`;
  return `The YAML cannot be read: ${first}`;
}

function yamlFix(code: string): string {
  switch (code) {
    case 'DUPLICATE_KEY':
      return 'Remove one of the two entries, or rename it.';
    case 'TAB_AS_INDENT':
      return 'Indent with spaces, never tabs.';
    case 'BAD_INDENT':
    case 'MISSING_CHAR':
    case 'UNEXPECTED_TOKEN':
      return 'Check the indentation and punctuation on this line and the one above it.';
    case 'MULTILINE_IMPLICIT_KEY':
      return 'A key and its value must start on one line; check for a missing colon or quote.';
    default:
      return 'Check the indentation, quotes and colons on this line.';
  }
}

/** The node at a path, and (for a missing or unknown key) the nearest node that exists. */
export function nodeAt(source: YamlSource, path: readonly PathSegment[], key = false): Node | undefined {
  return locate(source, path, key).node;
}

/**
 * The node at a path and the file it was read from: site.yaml, or the file under pages/
 * that a page of it was taken from.
 */
export function locate(
  source: YamlSource,
  path: readonly PathSegment[],
  key = false,
): { node: Node | undefined; file: FileText } {
  let file: FileText = { file: source.file, text: source.text, lines: source.lines };
  const included = source.includedFiles;
  let node: unknown = source.doc.contents;
  const enter = (n: unknown) => {
    const from = included?.size ? included.get(n as Node) : undefined;
    if (from) file = from;
  };
  for (let i = 0; i < path.length; i++) {
    const seg = path[i];
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(seg));
      if (!pair) return { node: node as Node, file };
      node = key && i === path.length - 1 ? pair.key : (pair.value ?? pair.key);
    } else if (isSeq(node)) {
      const item = node.items[Number(seg)];
      if (!item) return { node: node as Node, file };
      node = item;
    } else {
      return { node: isNode(node) ? node : undefined, file };
    }
    enter(node);
  }
  return { node: isNode(node) ? node : undefined, file };
}

/** The name of the file that holds the value at a path (site.yaml, or pages/…). */
export function fileOf(source: YamlSource, path: readonly PathSegment[]): string {
  return locate(source, path).file.file;
}

/** 1-based line and column of the node at a path, and its file; the key itself when `key` is set. */
export function positionOf(
  source: YamlSource,
  path: readonly PathSegment[],
  key = false,
): { line: number; column: number; file: string } {
  const { node, file } = locate(source, path, key);
  const offset = node?.range?.[0] ?? 0;
  const pos = file.lines.linePos(offset);
  return { line: pos.line, column: pos.col, file: file.file };
}
