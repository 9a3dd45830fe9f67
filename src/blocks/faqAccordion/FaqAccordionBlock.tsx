// Questions and answers in groups, as native disclosure widgets styled as a Bootstrap
// accordion: no JavaScript. Opening /page#group-id opens that group's first question
// (src/client/behaviours.ts).
import type { BlockProps } from '../types.ts';
import { RichText } from '../../components/RichText.tsx';
import { AccordionItem } from '../../components/AccordionItem.tsx';
import { BlockHeading, headingTag, itemLevel } from '../heading-levels.tsx';

export default function FaqAccordionBlock({ block }: BlockProps<'faqAccordion'>) {
  const GroupHeading = headingTag(itemLevel(block.heading));
  return (
    <section className="container py-4 faq-accordion-block" id={block.id}>
      <BlockHeading text={block.heading} />
      {block.groups.map((group, g) => (
        <div className="faq-group" id={group.id} key={g}>
          {group.title && <GroupHeading className="faq-group-title">{group.title}</GroupHeading>}
          <div className="accordion">
            {group.items.map((item, i) => (
              <AccordionItem key={i} title={item.question} level={itemLevel(block.heading, group.title ? 1 : 0)}>
                <RichText value={item.answer} />
              </AccordionItem>
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}
