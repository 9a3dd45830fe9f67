// The area served: a native disclosure shows or hides the list of towns (no JavaScript).
// The list is in the HTML either way, so search engines still read it.
import { useId } from 'react';
import type { BlockProps } from '../types.ts';
import { RichText } from '../../components/RichText.tsx';

export default function LocationsBlock({ block }: BlockProps<'locations'>) {
  const headingId = useId();
  return (
    <section className="locations-block py-5" id={block.id} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className="section-heading">
          {block.heading}
        </h2>
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
      </div>
    </section>
  );
}
