// Minimal source edits of a YAML text: given the text and the data it should hold after a
// change, rewrite only the source of the values that changed. Comments, key order, quoting,
// folding and blank lines of everything else stay byte for byte (Document.toString() would
// refold long text and change hundreds of lines). Pure: no Node APIs, shared by the editor's
// server and its tests.
//
// How: walk the parsed document and the new data together.
// - A changed scalar: its source range is replaced, in its own quoting style where it can hold
//   the new value.
// - A map: changed values recurse; removed keys lose their lines; added keys are written after
//   the key that precedes them in the new data. The order of existing keys is kept (a form
//   may send keys in another order; the data is the same).
// - A block sequence: items are matched to the new items (equal ones first, then by position);
//   when only items' insides changed the edits stay inside them, otherwise the list is rebuilt
//   from the items' own source text (moved items keep their comments), new items written fresh.
// - Anything else (a list becoming a text, a flow list...) is written fresh in the file's style.
// The result is parsed again and must hold exactly the new data, or editYaml throws.
import {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  Scalar,
  stringify,
  type Document,
  type Node,
  type Pair,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';

/** A node's source range; every node parsed from text has one (only nodes made in code lack it). */
function rangeOf(node: { range?: [number, number, number] | null }): [number, number, number] {
  if (!node.range) throw new Error('A YAML node without a source range cannot be edited in place');
  return node.range;
}

export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The file's style for values written fresh: two-space indents, lists indented under their key, no folding. */
const STYLE = { indent: 2, indentSeq: true, lineWidth: 0, flowCollectionPadding: false } as const;

export class YamlEditError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'YamlEditError';
  }
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object')
    return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((x, i) => deepEqual(x, bb[i]));
  }
  const ak = Object.keys(a as object).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const bk = Object.keys(b as object).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    ak.length === bk.length &&
    ak.every(
      (k) =>
        Object.hasOwn(b as object, k) &&
        deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    )
  );
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isCollection = (v: unknown) => typeof v === 'object' && v !== null;

/** Apply edits (non-overlapping, any order) to a text; `base` is the text's offset in the file. */
export function applyEdits(text: string, edits: readonly Edit[], base = 0): string {
  const sorted = [...edits].sort((x, y) => y.start - x.start || y.end - x.end);
  let out = text;
  for (const e of sorted) out = out.slice(0, e.start - base) + e.text + out.slice(e.end - base);
  return out;
}

/** Every line after the first moved right by `col` spaces (empty lines stay empty). */
function indentRest(s: string, col: number): string {
  const pad = ' '.repeat(col);
  return s
    .split('\n')
    .map((line, i) => (i === 0 || line === '' ? line : pad + line))
    .join('\n');
}

const stripNewline = (s: string) => (s.endsWith('\n') ? s.slice(0, -1) : s);

export function yamlText(value: unknown): string {
  return stringify(value, STYLE);
}

/** One-line flow text of a collection, e.g. [Monday, Tuesday] or { src: x, alt: y }. */
function flowText(value: unknown, padding: boolean): string {
  const doc = parseDocument(yamlText(value));
  if (isMap(doc.contents) || isSeq(doc.contents)) doc.contents.flow = true;
  return stripNewline(doc.toString({ ...STYLE, flowCollectionPadding: padding }));
}

/** Whether a text needs quotes inside [ ] or { }, where , [ ] { } end a plain value. */
const needsQuotesInFlow = (value: string) => /[,[\]{}#]|: |:$/.test(value);

class Editor {
  readonly edits: Edit[] = [];
  constructor(
    readonly text: string,
    readonly doc: Document.Parsed,
  ) {}

  lineStart(pos: number): number {
    return this.text.lastIndexOf('\n', pos - 1) + 1;
  }
  lineEnd(pos: number): number {
    const i = this.text.indexOf('\n', pos);
    return i < 0 ? this.text.length : i + 1;
  }
  col(pos: number): number {
    return pos - this.lineStart(pos);
  }
  /** Where a node's source ends, at the start of the next line (comments after it on its line included). */
  nodeEnd(node: Node): number {
    const end = rangeOf(node)[2];
    return end > 0 && this.text[end - 1] === '\n' ? end : this.lineEnd(end);
  }
  /** The offset just after the text of a value (its trailing comment and line break excluded). */
  valueEnd(node: Node): number {
    let end = rangeOf(node)[1];
    while (end > rangeOf(node)[0] && /\s/.test(this.text[end - 1])) end--;
    return end;
  }

  /** Edits that turn `node` into `value`; `whole` writes `value` fresh in place of the node. */
  diff(node: Node | null | undefined, old: unknown, value: unknown, whole: (value: unknown) => Edit[]): Edit[] {
    if (deepEqual(old, value)) return [];
    if (!node || isAlias(node)) return whole(value);
    if (isScalar(node)) return isCollection(value) ? whole(value) : [this.scalar(node, value)];
    if (!isCollection(value)) return whole(value);
    const flow = (node as YAMLMap | YAMLSeq).flow;
    const empty = Array.isArray(value) ? value.length === 0 : Object.keys(value as object).length === 0;
    if (flow) {
      // The same keys or length: values edited in place, inside the brackets.
      for (const item of (node as YAMLMap | YAMLSeq).items) {
        const v = isMap(node) ? (item as Pair<Node, Node | null>).value : (item as Node);
        if (v?.range) this.inFlow.add(v.range[0]);
      }
      const sameShape =
        isMap(node) && isPlainObject(value) && isPlainObject(old)
          ? Object.keys(value).length === Object.keys(old).length &&
            Object.keys(value).every((k) => Object.hasOwn(old, k))
          : Array.isArray(value) && Array.isArray(old) && value.length === old.length;
      if (sameShape && !empty) {
        // A value that cannot be edited on its line makes the whole collection be written again.
        const refuse: Edit = { start: -1, end: -1, text: '' };
        const inner = isMap(node)
          ? this.map(node, old as Record<string, unknown>, value as Record<string, unknown>)
          : (node as YAMLSeq).items.flatMap((item, j) =>
              this.diff(item as Node, (old as unknown[])[j], (value as unknown[])[j], () => [refuse]),
            );
        if (
          !inner.includes(refuse) &&
          inner.every((e) => !this.text.slice(e.start, e.end).includes('\n') && !e.text.includes('\n'))
        )
          return inner;
      }
      // Otherwise a short flow collection is written again on its line, padded as it was.
      if (!empty && (node as YAMLMap | YAMLSeq).items.length > 0) {
        const padding = /^[[{] /.test(this.text.slice(rangeOf(node)[0], rangeOf(node)[0] + 2));
        return [{ start: rangeOf(node)[0], end: rangeOf(node)[1], text: flowText(value, padding) }];
      }
      return whole(value);
    }
    if (empty) return whole(value);
    if (isMap(node) && isPlainObject(value) && isPlainObject(old)) return this.map(node, old, value);
    if (isSeq(node) && Array.isArray(value) && Array.isArray(old)) return this.seq(node, old, value);
    return whole(value);
  }

  scalar(node: Scalar, value: unknown): Edit {
    const [start, end] = rangeOf(node);
    const old = this.text.slice(start, end);
    const block = node.type === Scalar.BLOCK_LITERAL || node.type === Scalar.BLOCK_FOLDED;
    const indent = this.parentIndent(start);
    let type: Scalar.Type | undefined = node.type;
    if (typeof value !== 'string') type = undefined;
    else if (this.inFlow.has(start) && (value.includes('\n') || (type === Scalar.PLAIN && needsQuotesInFlow(value))))
      type = Scalar.QUOTE_DOUBLE;
    else if (value.includes('\n') && !block) {
      const restOfLine = this.text.slice(end, this.lineEnd(end));
      type = restOfLine.trim() ? Scalar.QUOTE_DOUBLE : Scalar.BLOCK_LITERAL;
    }
    if (typeof value === 'string' && !block && type === Scalar.PLAIN && /\n/.test(value)) type = Scalar.QUOTE_DOUBLE;
    // Folded text is folded again near the width the owner used.
    const widest = Math.max(...old.split('\n').map((l) => l.length));
    const lineWidth = type === Scalar.BLOCK_FOLDED ? Math.max(80, widest) - indent : 0;
    const scalar = new Scalar(value);
    if (type) scalar.type = type;
    let out: string;
    if (value === null && old.trim() === '') out = '';
    else {
      // Written as the value of a key, so that block text gets its indentation.
      const doc = parseDocument('k: x');
      (doc.contents as YAMLMap).items[0].value = scalar;
      out = stripNewline(doc.toString({ ...STYLE, lineWidth })).slice(3);
      out = indentRest(out, indent);
    }
    if ((block || out.startsWith('|') || out.startsWith('>')) && !out.endsWith('\n')) out += '\n';
    if (old.endsWith('\n') && !out.endsWith('\n')) out += '\n';
    return { start, end, text: out };
  }

  /**
   * The indentation of the collection a value at `pos` belongs to: the column of its key, or
   * of its list dash. Text written for the value is indented two more.
   */
  parentIndent(pos: number): number {
    return this.indentOf.get(pos) ?? 0;
  }
  indentOf = new Map<number, number>();
  /** Start offsets of values inside [ ] or { }. */
  inFlow = new Set<number>();

  pairEnd(pair: Pair<Node, Node | null>): number {
    const key = pair.key as Node;
    const value = pair.value;
    const ends = [this.lineEnd(rangeOf(key)[1])];
    if (value?.range) ends.push(this.nodeEnd(value));
    return Math.max(...ends);
  }

  /** Comment lines right above a line (no blank line between), indented at `col`. */
  leadingComments(lineStart: number, col: number): number {
    let start = lineStart;
    while (start > 0) {
      const prev = this.lineStart(start - 1);
      const line = this.text.slice(prev, start - 1);
      if (line.trimStart().startsWith('#') && line.length - line.trimStart().length === col) start = prev;
      else break;
    }
    return start;
  }

  map(node: YAMLMap, oldMap: Record<string, unknown>, value: Record<string, unknown>): Edit[] {
    const edits: Edit[] = [];
    const pairs = node.items as Pair<Node, Node | null>[];
    const keyOf = (p: Pair<Node, Node | null>) => String((p.key as Scalar).value);
    const existing = new Map(pairs.map((p) => [keyOf(p), p]));
    const col = this.col(rangeOf(pairs[0].key as Node)[0]);
    const pairText = (k: string, v: unknown) => indentRest(stripNewline(yamlText({ [k]: v })), col);
    const kept = (p: Pair<Node, Node | null>) => Object.hasOwn(value, keyOf(p)) && value[keyOf(p)] !== undefined;
    let skipUntil = -1;
    for (const [i, pair] of pairs.entries()) {
      if (i < skipUntil) continue;
      const k = keyOf(pair);
      const keyStart = rangeOf(pair.key as Node)[0];
      if (pair.value?.range) this.indentOf.set(pair.value.range[0], col);
      const whole = (v: unknown): Edit[] => {
        const end = pair.value?.range
          ? Math.max(this.valueEnd(pair.value), rangeOf(pair.key as Node)[1])
          : rangeOf(pair.key as Node)[1];
        // A comment after a scalar stays; after a block, the block ends at a line start.
        const cut =
          pair.value && (isMap(pair.value) || isSeq(pair.value)) && !(pair.value as YAMLSeq).flow
            ? this.nodeEnd(pair.value) - 1
            : end;
        return [{ start: keyStart, end: cut, text: pairText(k, v) }];
      };
      if (kept(pair)) {
        edits.push(...this.diff(pair.value, oldMap[k], value[k], whole));
        continue;
      }
      // Removed: its lines go, with the comment lines right above it.
      const lineStart = this.lineStart(keyStart);
      if (lineStart !== keyStart - col || this.text.slice(lineStart, keyStart).trim() !== '') {
        // The first key on a "- " line: the next kept key moves up onto the dash line.
        const next = pairs.findIndex((p, j) => j > i && kept(p));
        if (next < 0) return this.wholeValue(node, value);
        edits.push({ start: keyStart, end: rangeOf(pairs[next].key as Node)[0], text: '' });
        skipUntil = next;
      } else {
        edits.push({ start: this.leadingComments(lineStart, col), end: this.pairEnd(pair), text: '' });
      }
    }
    // Added keys, each after the key that precedes it in the new data.
    const keys = Object.keys(value).filter((k) => value[k] !== undefined);
    let anchor: Pair<Node, Node | null> | undefined;
    const pendingBefore: string[] = [];
    const inserts = new Map<Pair<Node, Node | null>, string[]>();
    for (const k of keys) {
      const pair = existing.get(k);
      if (pair) {
        anchor = pair;
        continue;
      }
      if (anchor) inserts.set(anchor, [...(inserts.get(anchor) ?? []), k]);
      else pendingBefore.push(k);
    }
    for (const [pair, ks] of inserts) {
      const at = this.pairEnd(pair);
      const lead = this.text[at - 1] === '\n' ? '' : '\n';
      edits.push({
        start: at,
        end: at,
        text: lead + ks.map((k) => ' '.repeat(col) + pairText(k, value[k]) + '\n').join(''),
      });
    }
    if (pendingBefore.length) {
      const first = rangeOf(pairs[0].key as Node)[0];
      edits.push({
        start: first,
        end: first,
        text: pendingBefore.map((k) => pairText(k, value[k]) + '\n' + ' '.repeat(col)).join(''),
      });
    }
    return edits;
  }

  /** A map that cannot be edited key by key: written fresh over its own range. */
  wholeValue(node: Node, value: unknown): Edit[] {
    const col = this.col(rangeOf(node)[0]);
    const end = this.nodeEnd(node);
    return [{ start: rangeOf(node)[0], end, text: indentRest(yamlText(value), col) }];
  }

  seq(node: YAMLSeq, old: unknown[], value: unknown[]): Edit[] {
    const items = node.items as Node[];
    const dashes = items.map((item) => this.dashOf(item));
    const col = this.col(dashes[0]);
    const match = matchItems(old, value);
    const itemWhole =
      (i: number) =>
      (v: unknown): Edit[] => {
        const item = items[i];
        const end = isMap(item) || (isSeq(item) && !item.flow) ? this.nodeEnd(item) - 1 : this.valueEnd(item);
        return [{ start: rangeOf(item)[0], end, text: indentRest(stripNewline(yamlText([v])).slice(2), col) }];
      };
    for (const item of items) this.indentOf.set(rangeOf(item)[0], col);
    // Only insides changed: edits stay inside the items.
    if (value.length === items.length && match.every((m, j) => m === j)) {
      return value.flatMap((v, j) => this.diff(items[j], old[j], v, itemWhole(j)));
    }
    // Otherwise the list is rebuilt from its items' own text.
    const starts = items.map((_, i) => this.leadingComments(this.lineStart(dashes[i]), col));
    const ends = items.map((item) => this.nodeEnd(item));
    const seps = items.slice(1).map((_, i) => this.text.slice(ends[i], starts[i + 1]));
    const plainSeps = seps.filter((s) => s.trim() === '');
    const usualSep = plainSeps.length ? mostCommon(plainSeps) : '';
    const pieces = value.map((v, j) => {
      const i = match[j];
      if (i === undefined) {
        // A copy of an item (a duplicated block) is a copy of its text, comments inside included.
        const same = old.findIndex((o) => deepEqual(o, v));
        if (same >= 0) return this.text.slice(this.lineStart(dashes[same]), ends[same]);
        return ' '.repeat(col) + indentRest(yamlText([v]), col);
      }
      const inner = this.diff(items[i], old[i], v, itemWhole(i));
      return applyEdits(this.text.slice(starts[i], ends[i]), inner, starts[i]);
    });
    let out = '';
    pieces.forEach((p, j) => {
      out += p.endsWith('\n') || j === pieces.length - 1 ? p : p + '\n';
      if (j < pieces.length - 1) out += j < seps.length && seps[j].trim() === '' ? seps[j] : usualSep;
    });
    const regionEnd = ends[ends.length - 1];
    if (!this.text.slice(starts[0], regionEnd).endsWith('\n') && out.endsWith('\n')) out = out.slice(0, -1);
    return [{ start: starts[0], end: regionEnd, text: out }];
  }

  /** The offset of the "-" that starts a list item. */
  dashOf(item: Node): number {
    let i = rangeOf(item)[0] - 1;
    while (i >= 0 && this.text[i] !== '-') i--;
    return Math.max(i, 0);
  }
}

function mostCommon(xs: string[]): string {
  const counts = new Map<string, number>();
  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}

/** How alike two values are, to pair an edited item with its old self: shared equal fields. */
function likeness(a: unknown, b: unknown): number {
  if (isPlainObject(a) && isPlainObject(b)) {
    if ('type' in a && a.type !== b.type) return 0;
    return 1 + Object.keys(a).filter((k) => deepEqual(a[k], b[k])).length;
  }
  if (isCollection(a) || isCollection(b)) return Array.isArray(a) && Array.isArray(b) ? 1 : 0;
  return 1;
}

/**
 * For each new item, the old item it comes from (or undefined for a new one): equal items by
 * their longest common run, then, between those, edited items by likeness in order, then moved
 * items (equal to an old item nobody kept).
 */
export function matchItems(old: readonly unknown[], next: readonly unknown[]): (number | undefined)[] {
  const n = old.length;
  const m = next.length;
  const lcs = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i][j] = deepEqual(old[i], next[j]) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const match: (number | undefined)[] = new Array(m).fill(undefined);
  const anchors: [number, number][] = [];
  for (let i = 0, j = 0; i < n && j < m;) {
    if (deepEqual(old[i], next[j])) {
      anchors.push([i, j]);
      match[j] = i;
      i++;
      j++;
    } else if (lcs[i + 1][j] >= lcs[i][j + 1]) i++;
    else j++;
  }
  // Gaps between anchors: pair edited items in order, by likeness.
  const bounds: [number, number][] = [[-1, -1], ...anchors, [n, m]];
  const used = new Set(anchors.map(([i]) => i));
  for (let g = 0; g < bounds.length - 1; g++) {
    const [i0, j0] = bounds[g];
    const [i1, j1] = bounds[g + 1];
    let i = i0 + 1;
    for (let j = j0 + 1; j < j1 && i < i1; j++) {
      let best = -1;
      let bestScore = 0;
      for (let k = i; k < i1; k++) {
        const score = likeness(old[k], next[j]);
        if (score > bestScore) {
          best = k;
          bestScore = score;
        }
      }
      if (best >= 0) {
        match[j] = best;
        used.add(best);
        i = best + 1;
      }
    }
  }
  // Moved items: equal to an old item that was not kept where it was.
  for (let j = 0; j < m; j++) {
    if (match[j] !== undefined) continue;
    const k = old.findIndex((o, i) => !used.has(i) && deepEqual(o, next[j]));
    if (k >= 0) {
      match[j] = k;
      used.add(k);
    }
  }
  // A moved item that was also paired as "edited" elsewhere would be written twice: keep the first.
  const seen = new Set<number>();
  return match.map((i) => {
    if (i === undefined || seen.has(i)) return undefined;
    seen.add(i);
    return i;
  });
}

/**
 * The files a site takes pages from (src/validate/includes.ts), with how often each is named:
 * a "page: pages/x.yaml" entry in a list of pages, or "routes:"/"children:" naming a file or folder.
 */
export function includesOf(data: unknown): Map<string, number> {
  const found = new Map<string, number>();
  const add = (name: string) => found.set(name, (found.get(name) ?? 0) + 1);
  const list = (value: unknown) => {
    if (typeof value === 'string') add(value);
    else if (Array.isArray(value)) value.forEach(route);
  };
  const route = (r: unknown) => {
    if (!r || typeof r !== 'object' || Array.isArray(r)) return;
    const entry = r as Record<string, unknown>;
    if (Object.keys(entry).length === 1 && typeof entry.page === 'string') add(entry.page);
    else list(entry.children);
  };
  if (data && typeof data === 'object' && !Array.isArray(data)) list((data as Record<string, unknown>).routes);
  return found;
}

/**
 * A parsed text, ready for several edits (each from the same text): parsing site.yaml is the
 * slow part.
 */
export function prepareYaml(text: string): (data: unknown) => string {
  const doc = parseDocument(text);
  if (doc.errors.length)
    throw new YamlEditError(
      `The file cannot be read as YAML, so it cannot be edited: ${doc.errors[0].message.split('\n')[0]}`,
    );
  const editor = new Editor(text, doc);
  const root = doc.contents as Node | null;
  const old = doc.toJS() as unknown;
  const whole = (v: unknown): Edit[] => {
    if (!root?.range) return [{ start: text.length, end: text.length, text: yamlText(v) }];
    return [{ start: root.range[0], end: editor.nodeEnd(root), text: yamlText(v) }];
  };
  const included = includesOf(old);
  return (data) => {
    const kept = includesOf(data);
    const lost = [...included].find(([name, n]) => (kept.get(name) ?? 0) < n);
    if (lost)
      throw new YamlEditError(
        `Pages from ${lost[0]} are kept in a file of their own, and the editor does not change those files yet; nothing was saved. Edit ${lost[0]} in a text editor, and leave its "${lost[0]}" entry in place here.`,
      );
    editor.indentOf.clear();
    editor.inFlow.clear();
    const out = applyEdits(text, editor.diff(root, old, data, whole));
    const check = parseDocument(out);
    if (check.errors.length || !deepEqual(check.toJS(), data)) {
      throw new YamlEditError(
        'The change could not be written without disturbing the rest of the file; nothing was saved. Please report this, with the change you made.',
      );
    }
    return out;
  };
}

/** The text after the change: `text` with only the nodes that differ from `data` rewritten. */
export function editYaml(text: string, data: unknown): string {
  return prepareYaml(text)(data);
}
