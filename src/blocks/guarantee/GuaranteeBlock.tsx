// The company's guarantees as an accordion: each title opens its terms.
import type { BlockProps } from '../types.ts';
import { RichText } from '../../components/RichText.tsx';
import { AccordionItem } from '../../components/AccordionItem.tsx';
import { BlockSection } from '../BlockSection.tsx';

export default function GuaranteeBlock({ block }: BlockProps<'guarantee'>) {
  return (
    <BlockSection block={block} className="container py-4 guarantee-block" headingClassName="mb-3">
      <div className="accordion">
        {block.items.map((item, i) => (
          <AccordionItem key={i} title={item.title}>
            <RichText value={item.text} />
          </AccordionItem>
        ))}
      </div>
    </BlockSection>
  );
}
