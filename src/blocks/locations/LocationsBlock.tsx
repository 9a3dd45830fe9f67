// The area served: a disclosure button shows or hides the list of towns. The list is in
// the HTML either way (hidden until opened), so search engines still read it.
import { useId, useState } from 'react';
import type { BlockProps } from '../types.ts';
import { RichText } from '../../components/RichText.tsx';

export default function LocationsBlock({ block }: BlockProps<'locations'>) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const headingId = useId();
  return (
    <section className="locations-block py-5" id={block.id} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className="section-heading">
          {block.heading}
        </h2>
        {block.text && <RichText value={block.text} className="locations-text" />}
        <button type="button" className="btn btn-primary locations-toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
          {block.buttonText} <span className="caret" aria-hidden="true" />
        </button>
        <div id={listId} className="locations-panel" hidden={!open}>
          <ul className="locations-list">
            {block.towns.map((town) => (
              <li key={town}>{town}</li>
            ))}
          </ul>
          {block.note && <RichText value={block.note} className="locations-note" />}
        </div>
      </div>
    </section>
  );
}
