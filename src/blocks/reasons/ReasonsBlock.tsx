// Numbered reasons to choose the company, then questions to ask other companies.
import type { BlockProps } from '../types.ts';
import { RichText } from '../../components/RichText.tsx';
import { BlockHeading, headingTag, itemLevel } from '../heading-levels.tsx';

export default function ReasonsBlock({ block }: BlockProps<'reasons'>) {
  const Title = headingTag(itemLevel(block.heading));
  return (
    <section className="container py-4 reasons-block" id={block.id}>
      <BlockHeading text={block.heading} />
      {block.intro && <RichText className="reasons-intro" value={block.intro} />}
      <ol className="reasons-list" role="list">
        {block.reasons.map((reason, i) => (
          <li className="reason" key={i}>
            <span className="reason-number" aria-hidden="true">
              {i + 1}
            </span>
            <div className="reason-body">
              {reason.title && <Title className="reason-title">{reason.title}</Title>}
              {reason.text && <RichText value={reason.text} />}
            </div>
          </li>
        ))}
      </ol>
      {block.questions && (
        <div className="reasons-questions">
          {/* eslint-disable-next-line react-hooks/static-components -- Title is a tag name ('h2'…'h5'), not a component */}
          {block.questionsHeading && <Title className="reasons-questions-title">{block.questionsHeading}</Title>}
          <ol className="questions-list">
            {block.questions.map((q, i) => (
              <li key={i}>{q}</li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
