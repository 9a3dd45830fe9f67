// Shows a formatted-text field of site.yaml (schema: common.schema.json#/$defs/markdown).
// The build has already parsed the Markdown into a small tree (src/markdown/parse.ts);
// this renders that tree with React elements only, so typed HTML shows as text and never runs.
import type { ReactNode } from 'react';
import {
  inlineText,
  type MarkdownDoc,
  type MarkdownInline,
  type MarkdownNode,
  type MarkdownTable,
} from '../markdown/types.ts';
import { SmartLink } from './SmartLink.tsx';
import { urlKind } from '../site/url-kind.ts';

function inline(nodes: MarkdownInline[]): ReactNode[] {
  return nodes.map((n, i) => {
    switch (n.type) {
      case 'text':
        return n.text;
      case 'strong':
        return <strong key={i}>{inline(n.children)}</strong>;
      case 'em':
        return <em key={i}>{inline(n.children)}</em>;
      case 'link':
        // A link the validator refuses (javascript:, HTTPS://…) shows as its words only.
        return urlKind(n.href) === 'bad' ? (
          <span key={i}>{inline(n.children)}</span>
        ) : (
          <SmartLink key={i} href={n.href}>
            {inline(n.children)}
          </SmartLink>
        );
    }
  });
}

const ALIGN = { left: undefined, center: 'text-center', right: 'text-end' } as const;

/** A table in a box of its own that scrolls sideways on a narrow screen, not the page. */
function table(t: MarkdownTable, key: number): ReactNode {
  const align = (column: number) => ALIGN[t.align[column] ?? 'left'];
  // A box that may scroll must be reachable by keyboard (axe: scrollable-region-focusable).
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div key={key} className="rich-table" tabIndex={0} role="region" aria-label={t.head.map(inlineText).join(', ')}>
      <table>
        <thead>
          <tr>
            {t.head.map((cell, c) => (
              <th key={c} scope="col" className={align(c)}>
                {inline(cell)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {t.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <td key={c} className={align(c)}>
                  {inline(cell)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function nodes(list: MarkdownNode[], tight = false): ReactNode[] {
  return list.map((n, i) => {
    switch (n.type) {
      case 'paragraph':
        return tight ? <span key={i}>{inline(n.children)}</span> : <p key={i}>{inline(n.children)}</p>;
      case 'heading': {
        const H = `h${n.level}` as const;
        return <H key={i}>{inline(n.children)}</H>;
      }
      case 'table':
        return table(n, i);
      case 'list': {
        const L = n.ordered ? 'ol' : 'ul';
        return (
          <L key={i}>
            {n.items.map((item, j) => (
              <li key={j}>
                {nodes(item.children, item.children.length === 1 && item.children[0].type === 'paragraph')}
              </li>
            ))}
          </L>
        );
      }
    }
  });
}

export function RichText({ value, className }: { value: MarkdownDoc; className?: string }) {
  return <div className={className}>{nodes(value.children)}</div>;
}
