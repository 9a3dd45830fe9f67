// The problems of a site text as the editor shows them: the same messages `npm run validate`
// prints, each with the data path of the value it is about, so the form can show it at its field:
// the path the check gave, else the deepest value at the problem's line and column.
import { dirname, resolve } from 'node:path';
import { isMap, isNode, isPair, isScalar, isSeq, type Node } from 'yaml';
import { loadSiteText, type LoadResult } from '../../src/validate/load-site.ts';
import { bundleSchema } from '../shared/bundle-schema.ts';
import { pathInWords, withFieldLabel } from '../shared/field-labels.ts';
import { readSchemaFiles } from '../../src/schema/schema-files.ts';
import type { YamlSource } from '../../src/validate/yaml-source.ts';
import type { PathSegment } from '../../src/site/data-path.ts';
import type { Problem as EditorProblem } from '../shared/api-contract.ts';
import { includedRoots, nameInSite } from './page-files.ts';

const contains = (node: unknown, offset: number): node is Node =>
  isNode(node) && !!node.range && node.range[0] <= offset && offset < Math.max(node.range[2], node.range[0] + 1);

/** The data path of the deepest value whose source holds `offset` (a key counts as its value). */
export function pathAtOffset(root: unknown, offset: number): PathSegment[] {
  const path: PathSegment[] = [];
  let node: unknown = root;
  for (;;) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && (contains(p.key, offset) || contains(p.value, offset)));
      if (!pair) return path;
      path.push(isScalar(pair.key) ? (pair.key.value as PathSegment) : String(pair.key));
      if (!contains(pair.value, offset)) return path;
      node = pair.value;
    } else if (isSeq(node)) {
      const i = node.items.findIndex((item) => contains(item, offset));
      if (i < 0) return path;
      path.push(i);
      node = node.items[i];
    } else return path;
  }
}

function offsetOf(source: YamlSource, line: number, column: number): number {
  return (source.lines.lineStarts[line - 1] ?? 0) + column - 1;
}

let labels: Record<string, unknown> | undefined;
/** The bundled schema, for the labels the editor's forms show ("Call text" for callText). */
const labelled = () => (labels ??= bundleSchema(readSchemaFiles()));

/**
 * The data of the parsed text, or undefined when it cannot be had: a file whose aliases would
 * expand without end (an "alias bomb") is already a problem of its own, not a crash here.
 */
export function dataOfDoc(result: LoadResult): unknown {
  const doc = result.source?.doc;
  if (!doc || doc.errors.length) return undefined;
  // A site with pages in other files (pages/…): the whole site, each included page in its place
  // (the nodes of those files are in the tree); editor/server/split-site.ts splits it back.
  try {
    return doc.toJS({ maxAliasCount: 100 });
  } catch {
    return undefined;
  }
}

/** A problem in the words of the editor's form: its field named by its label, and the place of its value. */
export interface FormProblem extends EditorProblem {
  /** Where, as the form names it: "page /deck-staining › block 1 (Image band) › Image". */
  place: string;
  /** What to do in the form, when the check has words for it (a missing field: fill it in). */
  formFix?: string;
}

/**
 * The problems of a check as the editor's forms say them: each at the data path of its value,
 * its message with the field's label in place of its key.
 */
export function formProblems(result: LoadResult): FormProblem[] {
  // The editor names fields by the labels its forms show ("Call text"), not by their keys.
  const schema = labelled();
  let data: { value: unknown } | undefined;
  const dataOf = () => (data ??= { value: dataOfDoc(result) }).value;
  const source = result.source;
  let roots: ReturnType<typeof includedRoots> | undefined;
  /** A problem in a file under pages/: the path inside that file's root, from the root's place. */
  const inIncluded = (file: string, line: number, column: number): PathSegment[] | undefined => {
    const root = (roots ??= includedRoots(result)).find((r) => r.file.file === file);
    if (!root) return undefined;
    const offset = (root.file.lines.lineStarts[line - 1] ?? 0) + column - 1;
    return [...root.at, ...pathAtOffset(root.node, offset)] as PathSegment[];
  };
  return result.problems.map((p) => {
    const elsewhere = !!source && p.file !== source.file;
    const path =
      p.path ??
      (!source
        ? []
        : elsewhere
          ? (inIncluded(p.file, p.line, p.column) ?? [])
          : pathAtOffset(source.doc.contents, offsetOf(source, p.line, p.column)));
    const words = (text: string) => (path.length ? withFieldLabel(schema, dataOf(), path, text) : text);
    return {
      path,
      ...(elsewhere ? { file: nameInSite(source.file, p.file) } : {}),
      line: p.line,
      column: p.column,
      severity: p.severity,
      message: words(p.message),
      ...(p.fix ? { fix: p.fix } : {}),
      ...(p.formFix ? { formFix: words(p.formFix) } : {}),
      where: p.where,
      place: path.length ? pathInWords(schema, dataOf(), path) : p.where || 'the whole site',
    };
  });
}

/** The problems the editor's API sends (api-contract.ts), as npm run validate finds them. */
export function editorProblems(result: LoadResult): EditorProblem[] {
  return formProblems(result).map(({ path, file, line, column, severity, message, fix, where }) => ({
    path,
    ...(file ? { file } : {}),
    line,
    column,
    severity,
    message,
    ...(fix ? { fix } : {}),
    where,
  }));
}

/**
 * Validate a site text as the file named `file` would be validated: the pages it includes are
 * read from that file's folder (or from `pageTexts`, by real path: unsaved edits of them), the pictures it names looked for in `publicDir` (the site's own
 * public/; without it, the one of SITE_DIR or of this checkout).
 */
export function checkText(
  file: string,
  text: string,
  publicDir?: string,
  pageTexts?: ReadonlyMap<string, string>,
): { result: LoadResult; problems: EditorProblem[] } {
  const result = loadSiteText(file, text, {
    siteDir: dirname(resolve(file)),
    ...(publicDir ? { publicDir } : {}),
    ...(pageTexts?.size ? { pageTexts } : {}),
  });
  return { result, problems: editorProblems(result) };
}
