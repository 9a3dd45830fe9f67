// The company's guarantees as an accordion: each title opens its terms.
import { useId, useState } from 'react';
import type { BlockProps } from '../types.ts';
import { RichText } from '../../components/RichText.tsx';
import { AccordionItem, toggled } from '../../components/AccordionItem.tsx';
import { BlockHeading, itemLevel } from '../heading-levels.tsx';

export default function GuaranteeBlock({ block }: BlockProps<'guarantee'>) {
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  return (
    <section className="container py-4 guarantee-block" id={block.id}>
      <BlockHeading text={block.heading} />
      <div className="accordion">
        {block.items.map((item, i) => (
          <AccordionItem key={i} id={`${baseId}-${i}`} title={item.title} open={open.has(i)} onToggle={() => setOpen((prev) => toggled(prev, i))} level={itemLevel(block.heading)}>
            <RichText value={item.text} />
          </AccordionItem>
        ))}
      </div>
    </section>
  );
}
