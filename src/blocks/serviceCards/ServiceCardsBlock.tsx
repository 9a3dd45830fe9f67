// Service cards: each whole card is a single link (no links or buttons inside it).
import type { BlockProps } from '../types.ts';
import { SmartLink } from '../../components/SmartLink.tsx';
import { PictureOrPlaceholder } from '../../components/Picture.tsx';
import { BlockSection } from '../BlockSection.tsx';
import { ItemHeading } from '../../components/ItemHeading.tsx';

export default function ServiceCardsBlock({ block }: BlockProps<'serviceCards'>) {
  return (
    <BlockSection block={block} className="container py-5 service-cards" landmark headingClassName="section-heading">
      <ul className="row g-4 list-unstyled mb-0">
        {block.cards.map((card, i) => (
          <li key={i} className="col-sm-6 col-lg-4 d-flex">
            <SmartLink href={card.link} className="service-card card w-100">
              <div className="service-card-image">
                <PictureOrPlaceholder image={card.image} title={card.title} size={[600, 360]} />
              </div>
              <div className="card-body d-flex flex-column">
                <ItemHeading className="card-title">{card.title}</ItemHeading>
                {card.description && <p className="card-text">{card.description}</p>}
                <span className="service-card-button btn btn-outline-primary mt-auto align-self-start">
                  {card.buttonText}
                </span>
              </div>
            </SmartLink>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
