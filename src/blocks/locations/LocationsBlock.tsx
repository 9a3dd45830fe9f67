// The area served: a native disclosure shows or hides the list of towns (no JavaScript).
// The list is in the HTML either way, so search engines still read it.
import type { BlockProps } from '../types.ts';
import { RichText } from '../../components/RichText.tsx';
import { BlockSection } from '../BlockSection.tsx';
import { useSite } from '../../layout/SiteContext.tsx';
import { areaPageLinks } from '../../site/area-pages.ts';

export default function LocationsBlock({ block }: BlockProps<'locations'>) {
  // A town with a page of its own (business.areas, with the owner's words) is a link to it.
  const pages = areaPageLinks(useSite().business.areas);
  return (
    <BlockSection
      block={block}
      className="locations-block py-5"
      inner="container"
      landmark
      headingClassName="section-heading"
    >
      {block.text && <RichText value={block.text} className="locations-text" />}
      <details className="locations-details">
        <summary className="btn btn-primary locations-toggle">
          {block.buttonText} <span className="caret" aria-hidden="true" />
        </summary>
        <div className="locations-panel">
          <ul className="locations-list">
            {block.towns.map((town) => (
              <li key={town}>{pages.has(town) ? <a href={pages.get(town)}>{town}</a> : town}</li>
            ))}
          </ul>
          {block.note && <RichText value={block.note} className="locations-note" />}
        </div>
      </details>
    </BlockSection>
  );
}
