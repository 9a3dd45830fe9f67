// Before and after: two photos of the same spot. Without JavaScript the page shows them side
// by side (one above the other on phones); with it they lie on top of each other from the
// first paint (_beforeAfter.scss), and the page script (src/client/before-after.ts) adds a
// native range input that moves the line between them, so keyboard, touch, mouse and screen
// readers work without an island.
import type { CSSProperties } from 'react';
import type { BlockProps } from '../types.ts';
import { Picture } from '../../components/Picture.tsx';
import { BlockSection } from '../BlockSection.tsx';

export default function BeforeAfterBlock({ block }: BlockProps<'beforeAfter'>) {
  const { before, after } = block;
  // The slider shows both photos in the frame of the before photo.
  const ratio = before.width && before.height ? { '--before-after-ratio': `${before.width} / ${before.height}` } : {};
  return (
    <BlockSection block={block} className="container py-5 before-after-block" headingClassName="section-heading">
      <figure
        className="before-after"
        data-before-after=""
        data-before-label={block.beforeLabel}
        data-after-label={block.afterLabel}
        data-slider-label={block.sliderLabel}
        style={ratio as CSSProperties}
      >
        <div className="before-after-frame">
          <div className="before-after-pane before-after-before">
            <Picture image={before} />
            <span className="before-after-label">{block.beforeLabel}</span>
          </div>
          <div className="before-after-pane before-after-after">
            <Picture image={after} />
            <span className="before-after-label">{block.afterLabel}</span>
          </div>
        </div>
        {block.caption && <figcaption className="before-after-caption">{block.caption}</figcaption>}
      </figure>
    </BlockSection>
  );
}
