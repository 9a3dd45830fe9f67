// @vitest-environment jsdom
// Carousel and testimonials: timing, pausing, wrapping, reduced motion, star reveal.
import { readFileSync } from 'node:fs';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import Carousel from '../../src/blocks/carousel/Carousel.tsx';
import { CAROUSEL_DEFAULTS, toSlides, wrapIndex } from '../../src/blocks/carousel/defaults.ts';
import TestimonialsBlock from '../../src/blocks/testimonials/TestimonialsBlock.tsx';
import { TESTIMONIALS_DEFAULTS } from '../../src/blocks/testimonials/defaults.ts';
import { revealStars, STAR_TRIGGER_ROOT_MARGIN } from '../../src/client/behaviours.ts';
import { avatarColour, initials } from '../../src/blocks/testimonials/avatar.ts';
import type { BlockOf } from '../../src/blocks/types.ts';
import { mockReducedMotion, renderInSite } from './home-blocks-helpers.tsx';

const schemaDefaults = (type: string) => {
  const schema = JSON.parse(readFileSync(`schema/blocks/${type}.schema.json`, 'utf8')) as { properties: Record<string, { default?: unknown }> };
  return Object.fromEntries(Object.entries(schema.properties).filter(([, p]) => 'default' in p).map(([k, p]) => [k, p.default]));
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('defaults', () => {
  it('the components use the defaults the schemas document', () => {
    expect(schemaDefaults('carousel')).toEqual({ ...CAROUSEL_DEFAULTS });
    expect(schemaDefaults('testimonials')).toEqual({ ...TESTIMONIALS_DEFAULTS });
    expect(CAROUSEL_DEFAULTS.interval).toBe(5000);
    expect(CAROUSEL_DEFAULTS.perSlide).toBe(3);
    expect(TESTIMONIALS_DEFAULTS.duration).toBe(1);
  });
});

describe('carousel', () => {
  const items = Array.from({ length: 7 }, (_, i) => ({ title: `Feature ${i + 1}`, text: `Text ${i + 1}` }));
  const block: BlockOf<'carousel'> = { type: 'carousel', heading: 'Why us', items };
  const activeLabel = () => document.querySelector('.carousel-slide.is-active')!.getAttribute('aria-label');

  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });

  it('groups items into ceil(items / perSlide) slides', () => {
    expect(toSlides(items, 3).map((s) => s.length)).toEqual([3, 3, 1]);
    expect(toSlides(items.slice(0, 6), 3)).toHaveLength(2);
    expect(toSlides(items, 4)).toHaveLength(2);
    expect([wrapIndex(0, -1, 3), wrapIndex(2, 1, 3), wrapIndex(1, 1, 3)]).toEqual([2, 0, 2]);
    renderInSite(<Carousel block={block} />);
    expect(document.querySelectorAll('.carousel-slide')).toHaveLength(3);
    expect(activeLabel()).toBe('Slide 1 of 3');
  });

  it('moves on every 5000 ms and wraps to the first slide', () => {
    renderInSite(<Carousel block={block} />);
    act(() => vi.advanceTimersByTime(4900));
    expect(activeLabel()).toBe('Slide 1 of 3');
    act(() => vi.advanceTimersByTime(100));
    expect(activeLabel()).toBe('Slide 2 of 3');
    act(() => vi.advanceTimersByTime(5000));
    act(() => vi.advanceTimersByTime(5000));
    expect(activeLabel()).toBe('Slide 1 of 3');
  });

  it('back and next wrap both ways', () => {
    renderInSite(<Carousel block={block} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(activeLabel()).toBe('Slide 3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(activeLabel()).toBe('Slide 1 of 3');
  });

  it('hides the other slides from screen readers and the keyboard', () => {
    renderInSite(<Carousel block={block} />);
    const slides = [...document.querySelectorAll('.carousel-slide')];
    expect(slides.map((s) => s.getAttribute('aria-hidden'))).toEqual([null, 'true', 'true']);
    expect(slides.map((s) => s.hasAttribute('inert'))).toEqual([false, true, true]);
  });

  it('stands still while hovered, focused or paused with the button', () => {
    renderInSite(<Carousel block={block} />);
    const section = document.querySelector('.carousel-block')!;
    fireEvent.mouseEnter(section);
    act(() => vi.advanceTimersByTime(12000));
    expect(activeLabel()).toBe('Slide 1 of 3');
    fireEvent.mouseLeave(section);
    act(() => vi.advanceTimersByTime(5000));
    expect(activeLabel()).toBe('Slide 2 of 3');

    fireEvent.focus(screen.getByRole('button', { name: 'Next' }));
    act(() => vi.advanceTimersByTime(12000));
    expect(activeLabel()).toBe('Slide 2 of 3');
    fireEvent.blur(screen.getByRole('button', { name: 'Next' }));

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => vi.advanceTimersByTime(12000));
    expect(activeLabel()).toBe('Slide 2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(activeLabel()).toBe('Slide 3 of 3');
  });

  it('never moves by itself under reduced motion, but the buttons still work', () => {
    mockReducedMotion(true);
    renderInSite(<Carousel block={{ ...block, interval: 2000 }} />);
    act(() => vi.advanceTimersByTime(20000));
    expect(activeLabel()).toBe('Slide 1 of 3');
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(activeLabel()).toBe('Slide 2 of 3');
  });

  it('honours its interval and perSlide fields', () => {
    renderInSite(<Carousel block={{ ...block, interval: 2000, perSlide: 2 }} />);
    expect(document.querySelectorAll('.carousel-slide')).toHaveLength(4);
    act(() => vi.advanceTimersByTime(2000));
    expect(activeLabel()).toBe('Slide 2 of 4');
  });
});

describe('testimonials', () => {
  const block: BlockOf<'testimonials'> = {
    type: 'testimonials',
    heading: 'What Our Customers Say',
    reviews: [
      { name: 'Karen M.', review: 'Great.', rating: 5 },
      { name: 'David R.', review: 'On time.', rating: 4 },
    ],
    buttonText: 'Contact Us Today',
    buttonLink: '/contact',
  };
  let observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  beforeEach(() => {
    observed = [];
    globalThis.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observed.push({ callback, options });
      }
      observe() {}
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });

  it('reads the stars out as a rating and links the button', () => {
    mockReducedMotion(false);
    renderInSite(<TestimonialsBlock block={block} />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' }).querySelectorAll('.star.is-filled')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Contact Us Today' }).getAttribute('href')).toBe('/contact');
  });

  it('gives each name the same initials and colour every time', () => {
    expect(initials('Karen M.')).toBe('KM');
    expect(initials('david')).toBe('D');
    // The colour comes from the name alone, whatever its case or spacing, and differs between names.
    expect(avatarColour('Karen M.')).toMatch(/^hsl\(\d+ 55% 32%\)$/);
    expect(avatarColour(' karen m. ')).toBe(avatarColour('Karen M.'));
    expect(avatarColour('Karen M.')).not.toBe(avatarColour('David R.'));
    mockReducedMotion(false);
    renderInSite(<TestimonialsBlock block={block} />);
    const avatar = screen.getByText('KM');
    const probe = document.createElement('span');
    probe.style.backgroundColor = avatarColour('Karen M.');
    expect(avatar.style.backgroundColor).toBe(probe.style.backgroundColor);
  });

  it('animates the stars once, starting 150 px before the block is in view', () => {
    mockReducedMotion(false);
    renderInSite(<TestimonialsBlock block={block} />);
    const section = document.querySelector('.testimonials-block') as HTMLElement;
    expect(section.dataset.stars, 'as rendered on the server').toBe('static');
    revealStars(document);
    expect(section.dataset.stars).toBe('waiting');
    expect(observed).toHaveLength(1);
    expect(observed[0].options?.rootMargin).toBe(STAR_TRIGGER_ROOT_MARGIN);
    expect(STAR_TRIGGER_ROOT_MARGIN).toBe('0px 0px 150px 0px');
    act(() => observed[0].callback([{ isIntersecting: true, target: section } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(section.dataset.stars).toBe('playing');
    expect(section.style.getPropertyValue('--stars-duration')).toBe('1s');
  });

  it('shows the stars without animation under reduced motion', () => {
    mockReducedMotion(true);
    renderInSite(<TestimonialsBlock block={{ ...block, duration: 2 }} />);
    revealStars(document);
    expect((document.querySelector('.testimonials-block') as HTMLElement).dataset.stars).toBe('static');
    expect(observed).toHaveLength(0);
  });
});
