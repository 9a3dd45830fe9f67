// Line and column of a piece of text inside a value of the site file (a link inside
// Markdown, a copied phone number), or undefined when the value does not hold it verbatim
// (a folded paragraph split over lines).
import type { PathSegment } from '../site/data-path.ts';
import { locate, type YamlSource } from './yaml-source.ts';

export function positionInValue(
  source: YamlSource,
  path: readonly PathSegment[],
  needle: string,
  from = 0,
): { line: number; column: number; offset: number; file: string } | undefined {
  const { node, file } = locate(source, path);
  const text = file.text;
  if (!node?.range || text === undefined) return undefined;
  const i = text.slice(node.range[0], node.range[1]).indexOf(needle, from);
  if (i < 0) return undefined;
  const pos = file.lines.linePos(node.range[0] + i);
  return { line: pos.line, column: pos.col, offset: i, file: file.file };
}
