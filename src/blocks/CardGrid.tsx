// A grid of cards as a list: Bootstrap's row with one column class for every card. role="list"
// keeps it a list for screen readers in Safari, which drops the role of an unstyled list.
import type { ReactNode } from 'react';

interface CardGridProps<T> {
  items: readonly T[];
  /** The column classes of each card's cell. */
  cellClassName: string;
  /** More classes for the row. */
  className?: string;
  children(item: T): ReactNode;
}

export function CardGrid<T>({ items, cellClassName, className, children }: CardGridProps<T>) {
  return (
    <ul className={`row g-4 list-unstyled${className ? ` ${className}` : ''}`} role="list">
      {items.map((item, i) => (
        <li className={cellClassName} key={i}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
