// Service cards: each whole card is a single link (no links or buttons inside it).
import { useId } from 'react';
import type { BlockProps } from '../types.ts';
import { SmartLink } from '../../components/SmartLink.tsx';
import { PlaceholderImage } from '../../components/PlaceholderImage.tsx';

export default function ServiceCardsBlock({ block }: BlockProps<'serviceCards'>) {
  const headingId = useId();
  return (
    <section className="container py-5 service-cards" id={block.id} aria-labelledby={block.heading ? headingId : undefined}>
      {block.heading && (
        <h2 id={headingId} className="section-heading">
          {block.heading}
        </h2>
      )}
      <ul className="row g-4 list-unstyled mb-0">
        {block.cards.map((card, i) => (
          <li key={i} className="col-sm-6 col-lg-4 d-flex">
            <SmartLink href={card.link} className="service-card card w-100">
              <div className="service-card-image">
                {card.image ? (
                  <img src={card.image.src} alt={card.image.alt} width={card.image.width} height={card.image.height} loading="lazy" decoding="async" />
                ) : (
                  <PlaceholderImage title={card.title} width={600} height={360} />
                )}
              </div>
              <div className="card-body d-flex flex-column">
                <h3 className="card-title">{card.title}</h3>
                {card.description && <p className="card-text">{card.description}</p>}
                <span className="service-card-button btn btn-outline-primary mt-auto align-self-start">{card.buttonText}</span>
              </div>
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
