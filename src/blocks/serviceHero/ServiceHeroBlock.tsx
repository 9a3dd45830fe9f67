// The top of a service page: the page heading (the service) on the page band, the area, a
// short introduction, Get a Quote and Call, and a picture beside them on wide screens. The
// heading is the page's own (route heading in site.yaml), so the page band is left out.
import type { BlockProps } from '../types.ts';
import { RichText } from '../../components/RichText.tsx';
import { CallButton, QuoteButton } from '../../layout/ActionButtons.tsx';
import { PictureOrPlaceholder } from '../../components/Picture.tsx';
import { usePageHeading } from '../page-heading.tsx';

export default function ServiceHeroBlock({ block }: BlockProps<'serviceHero'>) {
  const heading = usePageHeading();
  return (
    <section className="page-heading service-hero" id={block.id} aria-label={heading}>
      <div className="container service-hero-grid">
        <div className="service-hero-text">
          {heading && <h1>{heading}</h1>}
          <p className="service-hero-area">{block.area}</p>
          {block.text && <RichText className="service-hero-intro" value={block.text} />}
          <div className="service-hero-buttons">
            <QuoteButton className="btn btn-lg btn-light" />
            <CallButton className="btn btn-lg btn-outline-light" text={block.callText} />
          </div>
        </div>
        <div className="service-hero-picture d-none d-md-block">
          <PictureOrPlaceholder image={block.image} title={heading ?? block.area} size={[600, 400]} />
        </div>
      </div>
    </section>
  );
}
