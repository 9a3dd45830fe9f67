// One item of an accordion: a native <details> whose <summary> holds the item's heading,
// styled as a Bootstrap accordion item. The browser opens and closes it by itself (mouse,
// keyboard, find-in-page), so it needs no JavaScript.
import type { ReactNode } from 'react';
import { headingTag } from '../blocks/heading-levels.tsx';

interface Props {
  title: ReactNode;
  level: number;
  children: ReactNode;
}

export function AccordionItem({ title, level, children }: Props) {
  const Heading = headingTag(level);
  return (
    <details className="accordion-item">
      <summary className="accordion-button collapsed">
        {/* eslint-disable-next-line react-hooks/static-components -- Heading is a tag name ('h2'…'h5'), not a component */}
        <Heading className="accordion-title">{title}</Heading>
      </summary>
      <div className="accordion-body">{children}</div>
    </details>
  );
}
