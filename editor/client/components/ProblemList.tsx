// The site's mistakes in one list, each a button that opens the item it belongs to, named by its
// place as the forms name it (page /x › block 2 (Text) › Heading), not by a line of site.yaml.
import type { DataPath } from '../../../src/site/data-path.ts';
import type { Problem } from '../problems.ts';

interface ProblemListProps {
  problems: Problem[];
  /** A data path in the words of the forms. */
  words(path: DataPath): string;
  onGo(path: DataPath): void;
}

export function ProblemList({ problems, words, onGo }: ProblemListProps) {
  const errors = problems.filter((p) => p.severity === 'error');
  if (!errors.length) return null;
  return (
    <details className="admin-problems alert alert-danger py-2" open={errors.length <= 3}>
      <summary>
        {errors.length === 1 ? 'The site has 1 mistake' : `The site has ${errors.length} mistakes`}; saving waits until
        they are fixed.
      </summary>
      <ul className="mb-0 mt-2">
        {errors.map((p, i) => (
          <li key={i}>
            <button type="button" className="btn btn-link p-0 text-start" onClick={() => onGo(p.path)}>
              {words(p.path)}
            </button>
            : {p.message}
            {p.file && (
              <span className="text-body-secondary">
                {' '}
                ({p.file}:{p.line}:{p.column})
              </span>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
