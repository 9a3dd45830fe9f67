// Cards for the people of the company: their photo when site.yaml gives one, until then an
// initials avatar made the same way as the review avatars (the same name, the same colour).
// A stand-in until the owner names the real person (`sample: true`) carries a visible Example
// label, read out too, and a note under the heading says what the label means.
import type { BlockProps } from '../types.ts';
import { RichText } from '../../components/RichText.tsx';
import { Picture } from '../../components/Picture.tsx';
import { InitialsAvatar } from '../../components/InitialsAvatar.tsx';
import { BlockSection } from '../BlockSection.tsx';
import { ItemHeading } from '../../components/ItemHeading.tsx';
import { CardGrid } from '../CardGrid.tsx';

export default function TeamCardsBlock({ block }: BlockProps<'teamCards'>) {
  const anySample = block.members.some((m) => m.sample);
  return (
    <BlockSection block={block} className="container py-4 team-cards-block" headingClassName="mb-3">
      {anySample && <p className="sample-note">{block.sampleNote}</p>}
      <CardGrid items={block.members} cellClassName="col-12 col-sm-6 col-lg-4 col-xl-3">
        {(m) => (
          <article className={`card h-100 team-card${m.sample ? ' is-sample' : ''}`}>
            {m.image && <Picture image={m.image} size={[400, 300]} className="card-img-top team-photo" />}
            <div className="card-body">
              {m.sample && <p className="sample-label">{block.sampleLabel}</p>}
              <div className="team-head">
                {!m.image && <InitialsAvatar name={m.name} className="team-avatar" />}
                <div>
                  <ItemHeading className="team-name">{m.name}</ItemHeading>
                  <p className="team-role">{m.role}</p>
                </div>
              </div>
              {m.description && <RichText className="team-description" value={m.description} />}
            </div>
          </article>
        )}
      </CardGrid>
    </BlockSection>
  );
}
