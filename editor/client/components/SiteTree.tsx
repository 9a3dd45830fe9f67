// The left column: the site as a tree (settings, the menu, the pages with their children).
import { countUnder, type Problem } from '../problems.ts';
import type { DataPath } from '../../../src/site/data-path.ts';
import type { PageNode } from '../../shared/site-pages.ts';
import type { PageFileEntry } from '../../shared/api-contract.ts';
import { pageFileOf } from '../page-files.ts';

export interface Section {
  key: string;
  label: string;
}

export type Selection = { kind: 'section'; key: string } | { kind: 'page'; path: DataPath };

export const sameSelection = (a: Selection, b: Selection) => JSON.stringify(a) === JSON.stringify(b);

function Badge({ count }: { count: number }) {
  if (!count) return null;
  return <span className="badge text-bg-danger ms-1">{count === 1 ? '1 mistake' : `${count} mistakes`}</span>;
}

export function SiteTree({
  sections,
  pages,
  pageFiles,
  selected,
  problems,
  onSelect,
  onAddPage,
}: {
  sections: Section[];
  pages: PageNode[];
  /** Which file under pages/ holds which page: each such page names its file. */
  pageFiles: PageFileEntry[];
  selected: Selection;
  problems: Problem[];
  onSelect(s: Selection): void;
  onAddPage(): void;
}) {
  const item = (s: Selection, label: string, count: number, file?: string) => {
    const current = sameSelection(s, selected);
    return (
      <button
        type="button"
        className={`admin-tree-item${current ? ' active' : ''}`}
        aria-current={current ? 'page' : undefined}
        onClick={() => onSelect(s)}
      >
        {label}
        {file && <small className="admin-tree-file d-block text-body-secondary">in {file}</small>}
        <Badge count={count} />
      </button>
    );
  };
  const pageList = (nodes: PageNode[]) => (
    <ul>
      {nodes.map((n) => (
        <li key={JSON.stringify(n.path)}>
          {item(
            { kind: 'page', path: n.path },
            n.label,
            countUnder(problems, n.path) - n.children.reduce((sum, c) => sum + countUnder(problems, c.path), 0),
            pageFileOf(pageFiles, n.path),
          )}
          {n.children.length > 0 && pageList(n.children)}
        </li>
      ))}
    </ul>
  );
  return (
    <nav aria-label="Site" className="admin-tree">
      <ul>
        {sections.map((s) => (
          <li key={s.key}>{item({ kind: 'section', key: s.key }, s.label, countUnder(problems, [s.key]))}</li>
        ))}
      </ul>
      <div className="d-flex align-items-center justify-content-between mt-3 mb-1 px-2">
        <h2 className="h6 m-0">Pages</h2>
        {/* At the top of the list: with forty pages, the end of the list is off screen. */}
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={onAddPage}>
          Add a page
        </button>
      </div>
      {pageList(pages)}
    </nav>
  );
}
