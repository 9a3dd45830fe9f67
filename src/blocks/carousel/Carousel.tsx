// Feature carousel: a few items per slide, moving on by itself every `interval` ms. Rendered
// here on the server as it first shows (slide 1, standing still); its browser code
// (./carousel.client.ts) makes it move, and stops it while hovered or focused, when paused
// with its button, while off-screen or in a hidden tab, and for visitors who ask for reduced
// motion. Back/next wrap around.
import type { CSSProperties } from 'react';
import type { BlockProps } from '../types.ts';
import { PictureOrPlaceholder } from '../../components/Picture.tsx';
import { toSlides } from './slides.ts';
import { fillIn } from '../../site/fill-in.ts';
import { BlockSection } from '../BlockSection.tsx';
import { ItemHeading } from '../../components/ItemHeading.tsx';

function Chevron({ left }: { left?: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={left ? 'M10.5 2.5 5 8l5.5 5.5' : 'M5.5 2.5 11 8l-5.5 5.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export default function Carousel({ block }: BlockProps<'carousel'>) {
  const slides = toSlides(block.items, block.perSlide);
  const count = slides.length;
  const index = 0;
  const perSlideStyle = { '--per-slide': String(block.perSlide) } as CSSProperties;

  return (
    <BlockSection
      block={block}
      className="carousel-block py-5"
      inner="container"
      landmark
      headingClassName="section-heading text-center"
      aria-roledescription={block.carouselRole}
      data-running="false"
    >
      <div className="carousel-viewport" aria-live="polite">
        <div className="carousel-track">
          {slides.map((items, s) => (
            <div
              key={s}
              className={`carousel-slide${block.perSlide === 1 ? ' carousel-slide-single' : ''}${s === index ? ' is-active' : ''}`}
              role="group"
              aria-roledescription={block.slideRole}
              aria-label={fillIn(block.slideLabel, { n: String(s + 1), count: String(count) })}
              aria-hidden={s === index ? undefined : true}
              inert={s !== index}
              style={perSlideStyle}
            >
              {items.map((item, i) => (
                <div key={i} className="carousel-item-card">
                  <div className="carousel-item-image">
                    <PictureOrPlaceholder image={item.image} title={item.title ?? item.text} size={[480, 300]} />
                  </div>
                  <div className="carousel-item-body">
                    {item.title && <ItemHeading className="h5">{item.title}</ItemHeading>}
                    <p className="mb-0">{item.text}</p>
                  </div>
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className="carousel-controls">
          <button type="button" className="carousel-btn carousel-prev" aria-label={block.previousLabel}>
            <Chevron left />
          </button>
          <ol className="carousel-dots" aria-hidden="true">
            {slides.map((_, s) => (
              <li key={s} className={s === index ? 'is-active' : undefined} />
            ))}
          </ol>
          <button type="button" className="carousel-btn carousel-next" aria-label={block.nextLabel}>
            <Chevron />
          </button>
          <button type="button" className="btn btn-sm btn-outline-primary carousel-pause">
            {block.pauseLabel}
          </button>
        </div>
      )}
    </BlockSection>
  );
}
