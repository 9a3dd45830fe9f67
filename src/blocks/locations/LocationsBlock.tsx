// The area served: a native disclosure shows or hides the list of towns (no JavaScript).
// The list is in the HTML either way, so search engines still read it.
import type { BlockProps } from '../types.ts';
import { RichText } from '../../components/RichText.tsx';
import { BlockSection } from '../BlockSection.tsx';

export default function LocationsBlock({ block }: BlockProps<'locations'>) {
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
              <li key={town}>{town}</li>
            ))}
          </ul>
          {block.note && <RichText value={block.note} className="locations-note" />}
        </div>
      </details>
    </BlockSection>
  );
}
