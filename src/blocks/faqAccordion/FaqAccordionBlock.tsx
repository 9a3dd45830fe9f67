// Questions and answers in groups, styled as a Bootstrap accordion. Hand-rolled (buttons with
// aria-expanded/aria-controls) so the server and client render the same markup.
// Opening /page#group-id scrolls to that group and opens its first question.
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { BlockProps } from '../types.ts';
import { RichText } from '../../components/RichText.tsx';

export default function FaqAccordionBlock({ block }: BlockProps<'faqAccordion'>) {
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const { hash } = useLocation();

  useEffect(() => {
    const target = decodeURIComponent(hash.replace(/^#/, ''));
    if (!target) return;
    const index = block.groups.findIndex((g) => g.id === target);
    if (index < 0) return;
    setOpen((prev) => new Set(prev).add(`${index}-0`));
    const frame = requestAnimationFrame(() => document.getElementById(target)?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [hash, block.groups]);

  const toggle = (key: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const GroupHeading = block.heading ? 'h3' : 'h2';
  return (
    <section className="container py-4 faq-accordion-block" id={block.id}>
      {block.heading && <h2 className="mb-3">{block.heading}</h2>}
      {block.groups.map((group, g) => (
        <div className="faq-group" id={group.id} key={g}>
          {group.title && <GroupHeading className="faq-group-title">{group.title}</GroupHeading>}
          <div className="accordion">
            {group.items.map((item, i) => {
              const key = `${g}-${i}`;
              const isOpen = open.has(key);
              const buttonId = `${baseId}-q-${key}`;
              const panelId = `${baseId}-a-${key}`;
              return (
                <div className="accordion-item" key={key}>
                  <div className="accordion-header" role="heading" aria-level={group.title || block.heading ? 4 : 3}>
                    <button
                      type="button"
                      id={buttonId}
                      className={`accordion-button${isOpen ? '' : ' collapsed'}`}
                      aria-expanded={isOpen}
                      aria-controls={panelId}
                      onClick={() => toggle(key)}
                    >
                      {item.question}
                    </button>
                  </div>
                  <div id={panelId} role="region" aria-labelledby={buttonId} className={`accordion-collapse collapse${isOpen ? ' show' : ''}`} hidden={!isOpen}>
                    <RichText className="accordion-body" value={item.answer} />
                  </div>
                </div>
              );
            })}
          </div>
        </div>
      ))}
    </section>
  );
}
