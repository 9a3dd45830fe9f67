// The carousel in the browser (an island: src/islands/wake.ts starts it when it comes near the
// viewport). The server rendered it on slide 1, standing still (./Carousel.tsx); this moves
// it on every `interval` ms, and stands it still while hovered or focused, when paused with
// its button, while off-screen, in a hidden tab and for visitors who ask for reduced motion
// (their pause button is hidden: it never moves by itself). Back/next wrap around.
// `data-running` on the section says whether the slides really move.
import { wrapIndex } from './slides.ts';
import { startWithParts } from '../../islands/island-parts.ts';

/** What the browser needs beyond the HTML: the block's interval and the pause button's two words. */
export interface CarouselIslandProps {
  interval: number;
  pauseLabel: string;
  playLabel: string;
}

type Parts = [section: HTMLElement, viewport: HTMLElement, track: HTMLElement];

export const start = startWithParts<Parts, CarouselIslandProps>(
  ['.carousel-block', '.carousel-block .carousel-viewport', '.carousel-block .carousel-track'],
  run,
);

function run([section, viewport, track]: Parts, { interval, pauseLabel, playLabel }: CarouselIslandProps): void {
  const slides = [...track.querySelectorAll<HTMLElement>(':scope > .carousel-slide')];
  const dots = [...section.querySelectorAll<HTMLElement>('.carousel-dots > li')];
  const pause = section.querySelector<HTMLButtonElement>('.carousel-pause');
  const count = slides.length;
  const reducedMotion = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : undefined;

  let index = 0;
  let userPaused = false;
  // The press or focus that woke the carousel may already be on it.
  let hovered = section.matches(':hover');
  let focused = section.contains(document.activeElement);
  let inView = typeof IntersectionObserver !== 'function';
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The index the running timer moves on from, or undefined when none runs. */
  let timedFrom: number | undefined;

  function update(): void {
    const reduced = reducedMotion?.matches ?? false;
    const running = !reduced && !userPaused && !hovered && !focused && count > 1;
    const moving = running && inView && document.visibilityState !== 'hidden';
    slides.forEach((slide, s) => {
      const active = s === index;
      slide.classList.toggle('is-active', active);
      if (active) slide.removeAttribute('aria-hidden');
      else slide.setAttribute('aria-hidden', 'true');
      slide.toggleAttribute('inert', !active);
    });
    dots.forEach((dot, s) => dot.classList.toggle('is-active', s === index));
    track.style.transform = `translateX(${-index * 100}%)`;
    viewport.setAttribute('aria-live', running ? 'off' : 'polite');
    section.dataset.running = String(moving);
    if (pause) {
      pause.hidden = reduced;
      pause.textContent = userPaused ? playLabel : pauseLabel;
    }
    // A move, by itself or by a button, starts the full interval again.
    const from = moving ? index : undefined;
    if (from === timedFrom) return;
    clearTimeout(timer);
    timedFrom = from;
    if (from !== undefined) timer = setTimeout(() => go(1), interval);
  }

  function go(step: number): void {
    index = wrapIndex(index, step, count);
    timedFrom = undefined;
    update();
  }

  section.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('button');
    if (button?.classList.contains('carousel-prev')) go(-1);
    else if (button?.classList.contains('carousel-next')) go(1);
    else if (button === pause && pause) {
      userPaused = !userPaused;
      update();
    }
  });
  const set = (change: () => void) => () => {
    change();
    update();
  };
  section.addEventListener(
    'mouseenter',
    set(() => (hovered = true)),
  );
  section.addEventListener(
    'mouseleave',
    set(() => (hovered = false)),
  );
  section.addEventListener(
    'focusin',
    set(() => (focused = true)),
  );
  section.addEventListener('focusout', (event) => {
    focused = section.contains(event.relatedTarget as Node | null);
    update();
  });
  document.addEventListener('visibilitychange', update);
  reducedMotion?.addEventListener('change', update);
  if (!inView)
    new IntersectionObserver((entries) => {
      inView = entries.some((e) => e.isIntersecting);
      update();
    }).observe(viewport);
  update();
}
