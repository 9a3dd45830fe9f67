// Cards for the people of the company; a placeholder picture made from the name when a photo is missing.
import type { BlockProps } from '../types.ts';
import { RichText } from '../../components/RichText.tsx';
import { PictureOrPlaceholder } from '../../components/Picture.tsx';
import { BlockSection, ItemHeading } from '../BlockSection.tsx';
import { CardGrid } from '../CardGrid.tsx';

export default function TeamCardsBlock({ block }: BlockProps<'teamCards'>) {
  return (
    <BlockSection block={block} className="container py-4 team-cards-block" headingClassName="mb-3">
      <CardGrid
        items={block.members}
        cellClassName="col-12 col-sm-6 col-lg-4 col-xl-3"
        className="justify-content-center"
      >
        {(m) => (
          <article className="card h-100 team-card">
            <PictureOrPlaceholder
              image={m.image}
              title={m.name}
              icon="person"
              size={[400, 300]}
              className="card-img-top team-photo"
            />
            <div className="card-body">
              <ItemHeading className="team-name">{m.name}</ItemHeading>
              <p className="team-role">{m.role}</p>
              {m.description && <RichText className="team-description" value={m.description} />}
            </div>
          </article>
        )}
      </CardGrid>
    </BlockSection>
  );
}
