// Questions and answers in groups, styled as a Bootstrap accordion (hand-rolled, so the
// server and client render the same markup). Opening /page#group-id scrolls to that group
// and opens its first question.
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { BlockProps } from '../types.ts';
import { RichText } from '../../components/RichText.tsx';
import { AccordionItem, toggled } from '../../components/AccordionItem.tsx';
import { BlockHeading, headingTag, itemLevel } from '../heading-levels.tsx';

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

  const GroupHeading = headingTag(itemLevel(block.heading));
  return (
    <section className="container py-4 faq-accordion-block" id={block.id}>
      <BlockHeading text={block.heading} />
      {block.groups.map((group, g) => (
        <div className="faq-group" id={group.id} key={g}>
          {group.title && (
            <GroupHeading className="faq-group-title" id={`${baseId}-group-${g}`}>
              {group.title}
            </GroupHeading>
          )}
          <div className="accordion">
            {group.items.map((item, i) => {
              const key = `${g}-${i}`;
              return (
                <AccordionItem
                  key={key}
                  id={`${baseId}-${key}`}
                  title={item.question}
                  open={open.has(key)}
                  onToggle={() => setOpen((prev) => toggled(prev, key))}
                  level={itemLevel(block.heading, group.title ? 1 : 0)}
                  groupLabelId={group.title ? `${baseId}-group-${g}` : undefined}
                >
                  <RichText value={item.answer} />
                </AccordionItem>
              );
            })}
          </div>
        </div>
      ))}
    </section>
  );
}
