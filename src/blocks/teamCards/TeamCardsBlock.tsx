// Cards for the people of the company; a placeholder picture made from the name when a photo is missing.
import type { BlockProps } from '../types.ts';
import { RichText } from '../../components/RichText.tsx';
import { PlaceholderImage } from '../../components/PlaceholderImage.tsx';
import { BlockSection, ItemHeading } from '../BlockSection.tsx';

export default function TeamCardsBlock({ block }: BlockProps<'teamCards'>) {
  return (
    <BlockSection block={block} className="container py-4 team-cards-block" headingClassName="mb-3">
      <ul className="row g-4 list-unstyled justify-content-center" role="list">
        {block.members.map((m, i) => (
          <li className="col-12 col-sm-6 col-lg-4 col-xl-3" key={i}>
            <article className="card h-100 team-card">
              {m.image ? (
                <img
                  className="card-img-top team-photo"
                  src={m.image.src}
                  alt={m.image.alt}
                  width={m.image.width ?? 400}
                  height={m.image.height ?? 300}
                  loading="lazy"
                />
              ) : (
                <PlaceholderImage
                  className="card-img-top team-photo"
                  title={m.name}
                  icon="person"
                  width={400}
                  height={300}
                />
              )}
              <div className="card-body">
                <ItemHeading className="team-name">{m.name}</ItemHeading>
                <p className="team-role">{m.role}</p>
                {m.description && <RichText className="team-description" value={m.description} />}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
