// Cards linking to other pages; the whole card is one link. A card with a picture shows it
// above its title (a scene of public/images/scenes/, or the owner's photo in its place).
import type { BlockProps } from '../types.ts';
import { SmartLink } from '../../components/SmartLink.tsx';
import { BlockSection } from '../BlockSection.tsx';
import { ItemHeading } from '../../components/ItemHeading.tsx';
import { CardGrid } from '../CardGrid.tsx';
import { Picture } from '../../components/Picture.tsx';

export default function LinkCardsBlock({ block }: BlockProps<'linkCards'>) {
  return (
    <BlockSection block={block} className="container py-4 link-cards-block" headingClassName="mb-3">
      <CardGrid items={block.cards} cellClassName="col-12 col-md-6 col-lg-4">
        {(c) => (
          <article className="card h-100 link-card">
            {c.image && (
              <div className="link-card-image">
                <Picture image={c.image} size={[600, 360]} />
              </div>
            )}
            <div className="card-body d-flex flex-column">
              <ItemHeading className="link-card-title">
                <SmartLink className="stretched-link" href={c.link}>
                  {c.title}
                </SmartLink>
              </ItemHeading>
              {c.text && <p className="flex-grow-1">{c.text}</p>}
              <span className="btn btn-outline-primary align-self-start mt-auto" aria-hidden="true">
                {c.buttonText}
              </span>
            </div>
          </article>
        )}
      </CardGrid>
    </BlockSection>
  );
}
