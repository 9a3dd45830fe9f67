// @vitest-environment jsdom
// The feature carousel: the server's HTML (CarouselBlock) made live by its browser code
// (carousel.client.ts), as on the page: timing, pausing, wrapping, reduced motion.
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import CarouselBlock from './CarouselBlock.tsx';
import { start } from './carousel.client.ts';
import { toSlides, wrapIndex } from './slides.ts';
import type { BlockOf } from '../types.ts';
import { loadBlock } from '../../../tests/support/block-from-yaml.ts';
import { mockReducedMotion } from '../../../tests/support/render-block.tsx';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

/** The block as the server renders it, started as the island mechanism starts it. */
function renderLive(block: BlockOf<'carousel'>) {
  document.body.innerHTML = renderToString(<CarouselBlock block={block} />);
  const root = document.querySelector<HTMLElement>('site-island[data-island="carousel"]')!;
  start(root, JSON.parse(root.dataset.props!));
}

describe('carousel', () => {
  const items = Array.from({ length: 7 }, (_, i) => ({ title: `Feature ${i + 1}`, text: `Text ${i + 1}` }));
  // No interval, perSlide or labels: the schema's defaults (5000 ms, 3 a slide, Previous…) apply.
  const block = loadBlock('carousel', { heading: 'Why us', items });
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
    renderLive(block);
    expect(document.querySelectorAll('.carousel-slide')).toHaveLength(3);
    expect(activeLabel()).toBe('Slide 1 of 3');
  });

  it('moves on every 5000 ms and wraps to the first slide', () => {
    renderLive(block);
    vi.advanceTimersByTime(4900);
    expect(activeLabel()).toBe('Slide 1 of 3');
    vi.advanceTimersByTime(100);
    expect(activeLabel()).toBe('Slide 2 of 3');
    vi.advanceTimersByTime(5000);
    vi.advanceTimersByTime(5000);
    expect(activeLabel()).toBe('Slide 1 of 3');
  });

  it('back and next wrap both ways', () => {
    renderLive(block);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(activeLabel()).toBe('Slide 3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(activeLabel()).toBe('Slide 1 of 3');
  });

  it("tells screen readers what it and its slides are, in the block's words", () => {
    renderLive(block);
    expect(document.querySelector('.carousel-block')?.getAttribute('aria-roledescription')).toBe('carousel');
    expect(document.querySelector('.carousel-slide')?.getAttribute('aria-roledescription')).toBe('slide');
    renderLive({ ...block, carouselRole: 'carrousel', slideRole: 'diapositive' });
    expect(document.querySelector('.carousel-block')?.getAttribute('aria-roledescription')).toBe('carrousel');
    expect(document.querySelector('.carousel-slide')?.getAttribute('aria-roledescription')).toBe('diapositive');
  });

  it('hides the other slides from screen readers and the keyboard', () => {
    renderLive(block);
    const slides = [...document.querySelectorAll('.carousel-slide')];
    expect(slides.map((s) => s.getAttribute('aria-hidden'))).toEqual([null, 'true', 'true']);
    expect(slides.map((s) => s.hasAttribute('inert'))).toEqual([false, true, true]);
  });

  it('stands still while hovered, focused or paused with the button', () => {
    renderLive(block);
    const section = document.querySelector('.carousel-block')!;
    fireEvent.mouseEnter(section);
    vi.advanceTimersByTime(12000);
    expect(activeLabel()).toBe('Slide 1 of 3');
    fireEvent.mouseLeave(section);
    vi.advanceTimersByTime(5000);
    expect(activeLabel()).toBe('Slide 2 of 3');

    screen.getByRole('button', { name: 'Next' }).focus();
    vi.advanceTimersByTime(12000);
    expect(activeLabel()).toBe('Slide 2 of 3');
    screen.getByRole('button', { name: 'Next' }).blur();

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    vi.advanceTimersByTime(12000);
    expect(activeLabel()).toBe('Slide 2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    vi.advanceTimersByTime(5000);
    expect(activeLabel()).toBe('Slide 3 of 3');
  });

  it('stands still off-screen and in a hidden tab, and moves on once seen again', () => {
    let report: (visible: boolean) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          report = (visible) => callback([{ isIntersecting: visible }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    renderLive(block);
    report(false);
    vi.advanceTimersByTime(12000);
    expect(activeLabel()).toBe('Slide 1 of 3');
    report(true);
    vi.advanceTimersByTime(5000);
    expect(activeLabel()).toBe('Slide 2 of 3');
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(12000);
    expect(activeLabel()).toBe('Slide 2 of 3');
    vi.restoreAllMocks();
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(5000);
    expect(activeLabel()).toBe('Slide 3 of 3');
  });

  it('never moves by itself under reduced motion, but the buttons still work', () => {
    mockReducedMotion(true);
    renderLive({ ...block, interval: 2000 });
    vi.advanceTimersByTime(20000);
    expect(activeLabel()).toBe('Slide 1 of 3');
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(activeLabel()).toBe('Slide 2 of 3');
  });

  it('says whether it moves (data-running), and reads slides aloud only while it stands still', () => {
    document.body.innerHTML = renderToString(<CarouselBlock block={block} />);
    const section = document.querySelector<HTMLElement>('.carousel-block')!;
    const viewport = section.querySelector('.carousel-viewport')!;
    // The server's HTML stands still until its code starts.
    expect([section.dataset.running, viewport.getAttribute('aria-live')]).toEqual(['false', 'polite']);
    const root = section.closest<HTMLElement>('site-island')!;
    start(root, JSON.parse(root.dataset.props!));
    expect([section.dataset.running, viewport.getAttribute('aria-live')]).toEqual(['true', 'off']);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect([section.dataset.running, viewport.getAttribute('aria-live')]).toEqual(['false', 'polite']);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const slides = [...document.querySelectorAll('.carousel-slide')];
    expect(slides.map((s) => s.getAttribute('aria-hidden'))).toEqual(['true', null, 'true']);
    expect(slides.map((s) => s.hasAttribute('inert'))).toEqual([true, false, true]);
    expect([...document.querySelectorAll('.carousel-dots li')].map((d) => d.className)).toEqual(['', 'is-active', '']);
  });

  it('honours its interval and perSlide fields', () => {
    renderLive({ ...block, interval: 2000, perSlide: 2 });
    expect(document.querySelectorAll('.carousel-slide')).toHaveLength(4);
    vi.advanceTimersByTime(2000);
    expect(activeLabel()).toBe('Slide 2 of 4');
  });
});
