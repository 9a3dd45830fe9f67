// Feature carousel: a few items per slide, moving on by itself every `interval` ms.
// It stops while hovered or focused, when paused with its button, while off-screen or in a
// hidden tab, and never moves by itself for visitors who ask for reduced motion. Back/next wrap around. The first
// render is the same on server and client (slide 1, nothing random or time-based).
// An island (./CarouselBlock.tsx): it hydrates when it comes near the viewport.
import { useEffect, useRef, useState, type CSSProperties, type FocusEvent } from 'react';
import type { BlockProps } from '../types.ts';
import { PictureOrPlaceholder } from '../../components/Picture.tsx';
import { useReducedMotion } from '../../components/useReducedMotion.ts';
import { useOnScreen } from '../../components/useOnScreen.ts';
import { toSlides, wrapIndex } from './slides.ts';
import { BlockSection, ItemHeading } from '../BlockSection.tsx';

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
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = useReducedMotion();
  const viewport = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(viewport);
  const running = reduced === false && !userPaused && !hovered && !focused && count > 1;
  const moving = running && onScreen;

  useEffect(() => {
    if (!moving) return;
    const timer = window.setTimeout(() => setIndex((i) => wrapIndex(i, 1, count)), block.interval);
    return () => window.clearTimeout(timer);
  }, [moving, index, count, block.interval]);

  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };
  const trackStyle = { transform: `translateX(${-index * 100}%)` } as CSSProperties;
  const perSlideStyle = { '--per-slide': String(block.perSlide) } as CSSProperties;

  return (
    <BlockSection
      block={block}
      className="carousel-block py-5"
      inner="container"
      landmark
      headingClassName="section-heading text-center"
      aria-roledescription="carousel"
      data-running={moving ? 'true' : 'false'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div ref={viewport} className="carousel-viewport" aria-live={running ? 'off' : 'polite'}>
        <div className="carousel-track" style={trackStyle}>
          {slides.map((items, s) => (
            <div
              key={s}
              className={`carousel-slide${s === index ? ' is-active' : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={block.slideLabel.replace('{n}', String(s + 1)).replace('{count}', String(count))}
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
          <button
            type="button"
            className="carousel-btn carousel-prev"
            aria-label={block.previousLabel}
            onClick={() => setIndex((i) => wrapIndex(i, -1, count))}
          >
            <Chevron left />
          </button>
          <ol className="carousel-dots" aria-hidden="true">
            {slides.map((_, s) => (
              <li key={s} className={s === index ? 'is-active' : undefined} />
            ))}
          </ol>
          <button
            type="button"
            className="carousel-btn carousel-next"
            aria-label={block.nextLabel}
            onClick={() => setIndex((i) => wrapIndex(i, 1, count))}
          >
            <Chevron />
          </button>
          {reduced !== true && (
            <button
              type="button"
              className="btn btn-sm btn-outline-primary carousel-pause"
              onClick={() => setUserPaused((p) => !p)}
            >
              {userPaused ? block.playLabel : block.pauseLabel}
            </button>
          )}
        </div>
      )}
    </BlockSection>
  );
}
