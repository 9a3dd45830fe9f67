// The company's guarantees as an accordion: each title opens its terms.
import type { BlockProps } from '../types.ts';
import { RichText } from '../../components/RichText.tsx';
import { AccordionItem } from '../../components/AccordionItem.tsx';
import { BlockHeading, itemLevel } from '../heading-levels.tsx';

export default function GuaranteeBlock({ block }: BlockProps<'guarantee'>) {
  return (
    <section className="container py-4 guarantee-block" id={block.id}>
      <BlockHeading text={block.heading} />
      <div className="accordion">
        {block.items.map((item, i) => (
          <AccordionItem key={i} title={item.title} level={itemLevel(block.heading)}>
            <RichText value={item.text} />
          </AccordionItem>
        ))}
      </div>
    </section>
  );
}
