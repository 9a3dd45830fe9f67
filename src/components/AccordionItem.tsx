// One item of an accordion: a native <details> whose <summary> holds the item's heading,
// styled as a Bootstrap accordion item. The browser opens and closes it by itself (mouse,
// keyboard, find-in-page), so it needs no JavaScript.
import type { ReactNode } from 'react';
import { ItemHeading } from './ItemHeading.tsx';

interface Props {
  title: ReactNode;
  /** Levels below the block's item level (a question under a FAQ group title). */
  depth?: number;
  children: ReactNode;
}

export function AccordionItem({ title, depth = 0, children }: Props) {
  return (
    <details className="accordion-item">
      <summary className="accordion-button">
        <ItemHeading depth={depth} className="accordion-title">
          {title}
        </ItemHeading>
      </summary>
      <div className="accordion-body">{children}</div>
    </details>
  );
}
