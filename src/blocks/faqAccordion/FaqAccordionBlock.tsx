// Questions and answers in groups, as native disclosure widgets styled as a Bootstrap
// accordion: no JavaScript. Opening /page#group-id opens that group's first question
// (src/client/faq-hash.ts).
import type { BlockProps } from '../types.ts';
import { RichText } from '../../components/RichText.tsx';
import { AccordionItem } from '../../components/AccordionItem.tsx';
import { BlockSection } from '../BlockSection.tsx';
import { ItemHeading } from '../../components/ItemHeading.tsx';

export default function FaqAccordionBlock({ block }: BlockProps<'faqAccordion'>) {
  return (
    <BlockSection block={block} className="container py-4 faq-accordion-block" headingClassName="mb-3">
      {block.groups.map((group, g) => (
        <div className="faq-group" id={group.id} key={g}>
          {group.title && <ItemHeading className="faq-group-title">{group.title}</ItemHeading>}
          <div className="accordion">
            {group.items.map((item, i) => (
              <AccordionItem key={i} title={item.question} depth={group.title ? 1 : 0}>
                <RichText value={item.answer} />
              </AccordionItem>
            ))}
          </div>
        </div>
      ))}
    </BlockSection>
  );
}
