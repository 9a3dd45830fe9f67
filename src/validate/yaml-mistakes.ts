// The usual YAML mistakes of a person who does not program, explained in their words: a
// line indented a space too far or too short, a block moved left, a missing ": ", "-type:"
// without a space, a tab, a value starting with @, ` or {{. Each explanation is found by
// repairing the text: an edit is proposed for the lines around the parser's error, and it
// is only reported when the file then reads without that error. So the message points at
// the line of the mistake and says exactly what to change.
import { isCollection, isMap, isScalar, visit, type Document, type LineCounter } from 'yaml';
import { indentOf, isContent, structureLines, whereAt } from './yaml-lines.ts';

export interface Explained {
  line: number;
  column: number;
  message: string;
  fix: string;
  /** Where in the site the line is, in words ("business › reviews"); empty at the top level. */
  where: string;
}

/** Parses text and returns the 1-based line of its first error, or undefined when it reads. */
export type FirstErrorLine = (text: string) => number | undefined;

interface Edit {
  lines: string[];
  explain: () => Omit<Explained, 'where'>;
}

const WINDOW = 2;
const spaces = (n: number) => (n === 1 ? 'one space' : `${n} spaces`);
const lineWord = (from: number, to: number) => (from === to ? `Line ${from}` : `Lines ${from}–${to}`);

/** What a line starts with, for "line it up with `heading:`". */
function label(line: string): string {
  const t = line.trim();
  const m = /^(- )?([^:#]+?):(\s|$)/.exec(t);
  if (m) return `${m[1] ?? ''}${m[2]}:`;
  return t.length > 20 ? `${t.slice(0, 20)}…` : t;
}

/** The nearest structural line above `i` whose field starts at `indent`, as "`heading:` on line 786". */
function partnerAbove(
  lines: readonly string[],
  structural: readonly boolean[],
  i: number,
  indent: number,
): string | undefined {
  for (let j = i - 1; j >= 0; j--) {
    if (!structural[j] || !isContent(lines[j])) continue;
    const ind = indentOf(lines[j]);
    if (ind === indent) return `\`${label(lines[j])}\` on line ${j + 1}`;
    // "- type: hero": the field after the dash starts 2 columns further.
    if (/^\s*- /.test(lines[j]) && ind + 2 === indent)
      return `\`${label(lines[j].replace('- ', ''))}\` on line ${j + 1}`;
    if (ind < indent) return undefined;
  }
  return undefined;
}

function quoteValue(value: string): string {
  return value.includes('"') ? `'${value.replace(/'/g, "''")}'` : `"${value}"`;
}

function* candidates(lines: readonly string[], errorLine: number): Generator<Edit> {
  const structural = structureLines(lines);
  const first = Math.max(0, errorLine - 1 - WINDOW);
  const last = Math.min(lines.length - 1, errorLine - 1 + WINDOW);
  const window: number[] = [];
  // The error line first, then its neighbours, nearest first (the parser often notices a
  // mistake one line late, or reports it on the line above).
  for (let d = 0; d <= WINDOW; d++)
    for (const i of d ? [errorLine - 1 - d, errorLine - 1 + d] : [errorLine - 1])
      if (i >= first && i <= last && structural[i] && isContent(lines[i])) window.push(i);

  const replaced = (i: number, text: string) => lines.map((l, j) => (j === i ? text : l));

  // A tab in the indentation.
  for (const i of window) {
    const m = /^([ \t]*\t[ \t]*)(.*)$/.exec(lines[i]);
    if (!m) continue;
    for (const target of indentTargets(lines, structural, i)) {
      const partner = partnerAbove(lines, structural, i, target);
      yield {
        lines: replaced(i, ' '.repeat(target) + m[2]),
        explain: () => ({
          line: i + 1,
          column: 1,
          message: `Line ${i + 1} is indented with a tab. YAML counts spaces only, so the file cannot tell where this line belongs.`,
          fix: `Replace the tab with spaces: ${spaces(target)} before \`${label(lines[i])}\`${partner ? `, to line it up with ${partner}` : ''}. Set your editor to indent with spaces.`,
        }),
      };
    }
  }

  // A value that starts with a character YAML keeps for itself: @ ` { [ and so {{company}}.
  for (const i of window) {
    const m = /^(\s*(?:- )?[\w-]+:\s+)([@`{[%!&*|>].*)$/.exec(lines[i]);
    if (!m) continue;
    const value = m[2].replace(/\s+#.*$/, '').trimEnd();
    const quoted = quoteValue(value);
    const token = value.startsWith('{{');
    yield {
      lines: replaced(i, m[1] + quoted),
      explain: () => ({
        line: i + 1,
        column: m[1].length + 1,
        message: `The text on line ${i + 1} starts with ${value[0]}, which has a special meaning in YAML at the start of a value.`,
        fix: `Put the text in quotes: ${m[1].trim()} ${quoted}${token ? ' (a value that starts with {{company}}, {{phone}} or {{email}} always needs quotes).' : '.'}`,
      }),
    };
  }

  // "heading: Menus: what is new": a colon and a space inside a value read as a new field.
  const colonInValue = (i: number) => {
    const m = /^(\s*(?:- )?[\w-]+:\s+)([^"'\s#].*)$/.exec(lines[i]);
    const value = m?.[2].replace(/\s+#.*$/, '').trimEnd();
    return m && value && /:(\s|$)/.test(value) ? { field: m[1], quoted: quoteValue(value) } : undefined;
  };
  // Two such lines close together (French writes a space before a colon: "Horaires : 9h–18h")
  // are one mistake made twice: mending one alone still leaves the file unreadable there.
  const colons = window
    .flatMap((i) => {
      const c = colonInValue(i);
      return c ? [{ i, ...c }] : [];
    })
    .sort((a, b) => a.i - b.i);
  if (colons.length > 1) {
    const [first] = colons;
    const numbers = colons.map((c) => c.i + 1);
    yield {
      lines: lines.map((l, j) => {
        const c = colons.find((c) => c.i === j);
        return c ? c.field + c.quoted : l;
      }),
      explain: () => ({
        line: first.i + 1,
        column: first.field.length + 1,
        message: `The texts on lines ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)} hold a colon followed by a space, so each reads as the start of another field.`,
        fix: `Put each text in quotes: ${colons.map((c) => `${c.field.trim()} ${c.quoted} (line ${c.i + 1})`).join('; ')}`,
      }),
    };
  }
  for (const i of window) {
    const c = colonInValue(i);
    if (!c) continue;
    yield {
      lines: replaced(i, c.field + c.quoted),
      explain: () => ({
        line: i + 1,
        column: c.field.length + 1,
        message: `The text on line ${i + 1} holds a colon followed by a space, so it reads as the start of another field.`,
        fix: `Put the text in quotes: ${c.field.trim()} ${c.quoted}`,
      }),
    };
  }

  // "-type: hero": a dash without the space after it.
  for (const i of window) {
    const m = /^(\s*)-([A-Za-z][\w-]*:.*)$/.exec(lines[i]);
    if (!m) continue;
    yield {
      lines: replaced(i, `${m[1]}- ${m[2]}`),
      explain: () => ({
        line: i + 1,
        column: m[1].length + 1,
        message: `Line ${i + 1} has no space after the dash that starts a new entry.`,
        fix: `Write a space after the dash: - ${m[2].trim()}`,
      }),
    };
  }

  // "heading Our Services": the colon after a field name is missing.
  for (const i of window) {
    const m = /^(\s*(?:- )?)([A-Za-z][\w-]*)( +)([^:#]\S.*)$/.exec(lines[i]);
    if (!m || /:\s/.test(m[4]) || m[4].endsWith(':')) continue;
    yield {
      lines: replaced(i, `${m[1]}${m[2]}: ${m[4]}`),
      explain: () => ({
        line: i + 1,
        column: m[1].length + m[2].length + 1,
        message: `Line ${i + 1} has no colon after "${m[2]}".`,
        fix: `Write a colon and a space after the field name: ${m[1].trimStart()}${m[2]}: ${m[4]}`,
      }),
    };
  }

  // The first entry of a list moved left as a whole ("- path:" right under "children:", in
  // line with it): YAML reads it, and stumbles only at the next entry, which sits where all
  // of them should. The entries above are what moved: put them back, not the rest after them.
  for (const i of window) {
    const entry = /^\s*- ([\w-]+):/.exec(lines[i]);
    if (!entry) continue;
    const own = indentOf(lines[i]);
    // The field the list is under (children:), above and further left; the list's first line.
    let parent = -1;
    for (let j = i - 1; j >= 0 && parent < 0; j--)
      if (structural[j] && /^\s*[\w-]+:\s*(#.*)?$/.test(lines[j]) && indentOf(lines[j]) < own) parent = j;
    let first = parent + 1;
    while (first < i && !(structural[first] && isContent(lines[first]))) first++;
    const moved =
      parent >= 0 &&
      first < i &&
      lines[first].trimStart().startsWith(`- ${entry[1]}:`) &&
      indentOf(lines[first]) === indentOf(lines[parent]);
    if (!moved) continue;
    const shift = own - indentOf(lines[first]);
    const last = lastContent(lines, first, i - 1);
    yield {
      lines: reindent(lines, first, i - 1, shift),
      explain: () => ({
        line: first + 1,
        column: indentOf(lines[first]) + 1,
        message: `${lineWord(first + 1, last + 1)} ${last > first ? 'are' : 'is'} indented ${spaces(shift)} less than the entries after ${last > first ? 'them' : 'it'}. Line up line ${first + 1} with \`${label(lines[i])}\` on line ${i + 1}.`,
        fix: `Add ${spaces(shift)} at the start of ${last > first ? `lines ${first + 1}–${last + 1}` : `line ${first + 1}`}.`,
      }),
    };
  }

  // A line, or a block of lines, indented more or less than the lines around it.
  for (const i of window) {
    const own = indentOf(lines[i]);
    for (const target of indentTargets(lines, structural, i)) {
      if (target === own) continue;
      const partner = partnerAbove(lines, structural, i, target);
      const fix = (to: number) => {
        const shift = target - own;
        const lineUp = partner
          ? to === i
            ? ` Line it up with ${partner}.`
            : ` Line up line ${i + 1} with ${partner}.`
          : '';
        const what = shift > 0 ? `${spaces(shift)} less` : `${spaces(-shift)} more`;
        const change =
          shift > 0
            ? `Add ${spaces(shift)} at the start of ${to === i ? `line ${i + 1}` : `lines ${i + 1}–${to + 1}`}.`
            : `Remove ${spaces(-shift)} from the start of ${to === i ? `line ${i + 1}` : `lines ${i + 1}–${to + 1}`}.`;
        return {
          line: i + 1,
          column: own + 1,
          message: `${lineWord(i + 1, to + 1)} ${to === i ? 'is' : 'are'} indented ${what} than the lines around ${to === i ? 'it' : 'them'}.${lineUp}`,
          fix: change,
        };
      };
      yield { lines: reindent(lines, i, i, target - own), explain: () => fix(i) };
      // The same line with everything that belongs to it: a block moved as a whole.
      const end = blockEnd(lines, structural, i, target);
      if (end > i) yield { lines: reindent(lines, i, end, target - own), explain: () => fix(end) };
    }
  }
}

/** Indentations a line could have been meant at: its neighbours' and the field column of a "- " item above. */
function indentTargets(lines: readonly string[], structural: readonly boolean[], i: number): number[] {
  const targets = new Set<number>();
  // A field that opens a section (children:, blocks:) belongs first where the same field stands
  // elsewhere in the file (another page's children:), and an entry (- path:, - type:) where the
  // same entries stand (the other pages under children:): which may be none of its neighbours'
  // columns. The nearest of those columns first; of two as near, the column of the same field
  // or entry just above: a child page moved 2 spaces left, between the pages under children:
  // (6 spaces) and the top-level pages (2), belongs back among the pages it was listed with.
  const opens = /^\s*([\w-]+):\s*(#.*)?$/.exec(lines[i]);
  const entry = /^\s*- ([\w-]+):/.exec(lines[i]);
  const same = opens ? new RegExp(`^\\s*(- )?${opens[1]}:\\s*(#.*)?$`) : entry && new RegExp(`^\\s*- ${entry[1]}:`);
  if (same) {
    const own = indentOf(lines[i]);
    const columnOf = (line: string) => indentOf(line) + (opens && /^\s*- /.test(line) ? 2 : 0);
    const columns = new Set<number>();
    let above: number | undefined;
    lines.forEach((line, j) => {
      if (j === i || !structural[j] || !same.test(line)) return;
      columns.add(columnOf(line));
      if (j < i) above = columnOf(line);
    });
    const distance = (column: number) => Math.abs(column - own);
    for (const column of [...columns].sort(
      (a, b) => distance(a) - distance(b) || Number(b === above) - Number(a === above) || a - b,
    ))
      targets.add(column);
  }
  const near = (from: number, step: number) => {
    for (let j = from; j >= 0 && j < lines.length; j += step) {
      if (structural[j] && isContent(lines[j]) && !/^\s*\t/.test(lines[j])) return j;
    }
    return undefined;
  };
  const above = near(i - 1, -1);
  const below = near(i + 1, 1);
  for (const j of [above, below]) {
    if (j === undefined) continue;
    const ind = indentOf(lines[j]);
    targets.add(ind);
    if (/^\s*- /.test(lines[j])) targets.add(ind + 2);
    if (/:\s*(#.*)?$/.test(lines[j]) && j === above) targets.add(ind + 2);
  }
  return [...targets];
}

/** The last line of the block that starts at `i` when it is moved to `target`: up to the next line already at the target's level. */
function blockEnd(lines: readonly string[], structural: readonly boolean[], i: number, target: number): number {
  const own = indentOf(lines[i]);
  let end = i;
  for (let j = i + 1; j < lines.length; j++) {
    if (!isContent(lines[j])) continue;
    if (!structural[j]) {
      end = j;
      continue;
    }
    const ind = indentOf(lines[j]);
    // Stop at the parent's next field, or at the next entry that already sits where this one belongs.
    if (ind <= own || (ind === target && /^\s*- /.test(lines[j]) === /^\s*- /.test(lines[i]))) break;
    end = j;
  }
  return end;
}

function reindent(lines: readonly string[], from: number, to: number, shift: number): string[] {
  return lines.map((l, j) => {
    if (j < from || j > to || l.trim() === '') return l;
    return shift > 0 ? ' '.repeat(shift) + l : l.slice(Math.min(-shift, indentOf(l)));
  });
}

/** An explanation of the first YAML error, found by repairing the text, or undefined. */
export function explainYamlMistake(
  text: string,
  errorLine: number,
  firstErrorLine: FirstErrorLine,
): Explained | undefined {
  const lines = text.split('\n');
  let tries = 0;
  for (const edit of candidates(lines, errorLine)) {
    if (++tries > 40) break;
    // Only the text up to a little past the mistake is read again: an error that the cut
    // itself causes lies past the mistake and counts as repaired, like any later error.
    const next = firstErrorLine(edit.lines.slice(0, errorLine + WINDOW + 20).join('\n'));
    // Repaired: the file reads, or its first error is now well past this mistake.
    if (next === undefined || next > errorLine + WINDOW + 1) {
      const explained = edit.explain();
      // Named in the repaired text, where the line sits where it belongs.
      return { ...explained, where: whereAt(edit.lines, explained.line - 1) };
    }
  }
  return undefined;
}

/**
 * Entries pasted under a field (a page under `children:`) but indented less than the field,
 * so they are not inside it: the file reads, but the field is empty and the entries land
 * elsewhere, which gives errors about pages never touched. One explanation instead.
 */
export function explainUnnestedList(text: string): Explained | undefined {
  const lines = text.split('\n');
  const structural = structureLines(lines);
  const next = (from: number) => {
    for (let j = from; j < lines.length; j++) if (structural[j] && isContent(lines[j])) return j;
    return undefined;
  };
  for (let i = 0; i < lines.length; i++) {
    const field = /^(\s*)(?:- )?([\w-]+):\s*(#.*)?$/.exec(lines[i]);
    if (!structural[i] || !field) continue;
    const fieldIndent = indentOf(lines[i]) + (/^\s*- /.test(lines[i]) ? 2 : 0);
    const first = next(i + 1);
    if (first === undefined || !/^\s*- /.test(lines[first]) || indentOf(lines[first]) >= fieldIndent) continue;
    // The pasted entries end where the entries that were already under the field begin:
    // the next entry of the same kind (- path:) indented more than the field.
    const own = indentOf(lines[first]);
    const firstKey = label(lines[first]);
    let j = first + 1;
    for (; j < lines.length; j++) {
      if (!structural[j] || !isContent(lines[j])) continue;
      if (indentOf(lines[j]) <= own || (indentOf(lines[j]) > fieldIndent && label(lines[j]) === firstKey)) break;
    }
    const after = next(j);
    if (after === undefined || indentOf(lines[after]) <= fieldIndent || label(lines[after]) !== firstKey) continue;
    const target = indentOf(lines[after]);
    const last = j - 1 >= first ? lastContent(lines, first, j - 1) : first;
    const shift = target - own;
    return {
      line: first + 1,
      column: own + 1,
      where: whereAt(lines, i),
      message: `${lineWord(first + 1, last + 1)} ${last > first ? 'are' : 'is'} not inside \`${field[2]}:\` on line ${i + 1}: \`${firstKey}\` on line ${first + 1} starts further left than \`${field[2]}:\`, so \`${field[2]}:\` is left empty.`,
      fix: `Add ${spaces(shift)} at the start of ${last > first ? `lines ${first + 1}–${last + 1}` : `line ${first + 1}`}, so \`${firstKey}\` lines up with \`${label(lines[after])}\` on line ${after + 1}.`,
    };
  }
  return undefined;
}

function lastContent(lines: readonly string[], from: number, to: number): number {
  for (let j = to; j > from; j--) if (lines[j].trim() !== '') return j;
  return from;
}

/**
 * `heading: {{company}}` without quotes reads as YAML's { } braces, not as text: a value
 * that starts with {{ must be quoted. Found in a file that otherwise reads.
 */
export function explainUnquotedToken(doc: Document.Parsed, lines: LineCounter, text: string): Explained | undefined {
  let found: Explained | undefined;
  visit(doc, (_, node) => {
    if (!isCollection(node) || !node.flow || !node.range) return undefined;
    const start = node.range[0];
    if (!text.startsWith('{{', start)) return undefined;
    const pos = lines.linePos(start);
    const lineText = text.split('\n')[pos.line - 1] ?? '';
    const m = /^(\s*(?:- )?[\w-]+:\s+)(.*)$/.exec(lineText);
    const value = (m?.[2] ?? text.slice(start, node.range[1])).replace(/\s+#.*$/, '').trimEnd();
    found = {
      line: pos.line,
      column: pos.col,
      where: whereAt(text.split('\n'), pos.line - 1),
      message: `The text on line ${pos.line} starts with {{, which YAML reads as braces, not as text.`,
      fix: `Put the text in quotes: ${m ? m[1].trim() + ' ' : ''}${quoteValue(value)} (a value that starts with {{company}}, {{phone}} or {{email}} always needs quotes).`,
    };
    return visit.BREAK;
  });
  return found;
}

/**
 * A key written twice in one section: where both are. Never a repair: moving the second one
 * anywhere (into the text above it, say) would only hide it.
 */
export function explainDuplicateKey(
  doc: Document.Parsed,
  lines: LineCounter,
  text: string,
  at: number,
): Explained | undefined {
  let found: Explained | undefined;
  visit(doc, {
    Map: (_, map) => {
      const keys = map.items.map((pair) => pair.key).filter(isScalar);
      const second = keys.find((k) => k.range?.[0] === at);
      if (!second) return undefined;
      const first = keys.find((k) => k !== second && String(k.value) === String(second.value));
      if (!first?.range || !isMap(map)) return undefined;
      const a = lines.linePos(first.range[0]);
      const b = lines.linePos(at);
      const name = String(second.value);
      found = {
        line: b.line,
        column: b.col,
        where: whereAt(text.split('\n'), a.line - 1).replace(/( › )?[^›]*$/, ''),
        message: `\`${name}\` appears twice, at lines ${a.line} and ${b.line}; remove one.`,
        fix: `Keep one \`${name}:\` and move what you still need from the other into it.`,
      };
      return visit.BREAK;
    },
  });
  return found;
}
