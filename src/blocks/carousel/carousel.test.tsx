// @vitest-environment jsdom
// The feature carousel: timing, pausing, wrapping, reduced motion.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import Carousel from './Carousel.tsx';
import { toSlides, wrapIndex } from './slides.ts';
import { loadBlock } from '../../../tests/support/block-from-yaml.ts';
import { mockReducedMotion, renderInSite } from '../../../tests/support/render-block.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

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
    renderInSite(<Carousel block={block} />);
    act(() => report(false));
    act(() => vi.advanceTimersByTime(12000));
    expect(activeLabel()).toBe('Slide 1 of 3');
    act(() => report(true));
    act(() => vi.advanceTimersByTime(5000));
    expect(activeLabel()).toBe('Slide 2 of 3');
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    act(() => vi.advanceTimersByTime(12000));
    expect(activeLabel()).toBe('Slide 2 of 3');
    vi.restoreAllMocks();
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
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
