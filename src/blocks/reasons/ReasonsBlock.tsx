// Numbered reasons to choose the company, then questions to ask other companies.
import type { BlockProps } from '../types.ts';
import { RichText } from '../../components/RichText.tsx';
import { BlockSection } from '../BlockSection.tsx';
import { ItemHeading } from '../../components/ItemHeading.tsx';

export default function ReasonsBlock({ block }: BlockProps<'reasons'>) {
  return (
    <BlockSection block={block} className="container py-4 reasons-block" headingClassName="mb-3">
      {block.intro && <RichText className="reasons-intro" value={block.intro} />}
      <ol className="reasons-list" role="list">
        {block.reasons.map((reason, i) => (
          <li className="reason" key={i}>
            <span className="reason-number" aria-hidden="true">
              {i + 1}
            </span>
            <div className="reason-body">
              {reason.title && <ItemHeading className="reason-title">{reason.title}</ItemHeading>}
              {reason.text && <RichText value={reason.text} />}
            </div>
          </li>
        ))}
      </ol>
      {block.questions && (
        <div className="reasons-questions">
          {block.questionsHeading && (
            <ItemHeading className="reasons-questions-title">{block.questionsHeading}</ItemHeading>
          )}
          <ol className="questions-list">
            {block.questions.map((q, i) => (
              <li key={i}>{q}</li>
            ))}
          </ol>
        </div>
      )}
    </BlockSection>
  );
}
