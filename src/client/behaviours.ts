// Small page behaviours that need no framework, so no page loads React for them.

/** The prerendered footer shows the build year; the browser shows the current one. */
export function showCurrentYear(doc: Document): void {
  const year = String(new Date().getFullYear());
  doc.querySelectorAll('[data-current-year]').forEach((el) => {
    if (el.textContent !== year) el.textContent = year;
  });
}

/** Opening /page#group-id opens the first question of that FAQ group. */
export function openFaqFromHash(doc: Document): void {
  const id = decodeURIComponent(doc.location.hash.replace(/^#/, ''));
  if (!id) return;
  const target = doc.getElementById(id);
  if (!target?.classList.contains('faq-group')) return;
  const first = target.querySelector('details');
  if (first) first.open = true;
  target.scrollIntoView?.({ block: 'start' }); // opening moved what follows
}

export type StarsState = 'static' | 'waiting' | 'playing';
/** How far before the reviews enter the viewport their stars start to fill. */
export const STAR_TRIGGER_ROOT_MARGIN = '0px 0px 150px 0px';

/**
 * The review stars' one-time animation: 'static' (no animation: server, reduced motion),
 * 'waiting' (hidden until the block comes near) and 'playing'. Never runs twice.
 */
export function revealStars(doc: Document): void {
  const blocks = [...doc.querySelectorAll<HTMLElement>('[data-stars]')];
  const media = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : undefined;
  if (!blocks.length || media?.matches !== false || typeof IntersectionObserver !== 'function') return;
  const set = (el: HTMLElement, state: StarsState) => (el.dataset.stars = state);
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        set(entry.target as HTMLElement, 'playing');
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: STAR_TRIGGER_ROOT_MARGIN },
  );
  blocks.forEach((el) => {
    set(el, 'waiting');
    observer.observe(el);
  });
  // Reduced motion turned on later: show the stars without animation.
  media.addEventListener('change', () => {
    if (media.matches) blocks.forEach((el) => set(el, 'static'));
  });
}

/** Background videos (`data-motion`) stand still for visitors who ask for reduced motion. */
export function pauseMotion(doc: Document): void {
  const media = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : undefined;
  if (!media) return;
  const apply = () => {
    doc
      .querySelectorAll<HTMLVideoElement>('video[data-motion]')
      .forEach((v) => (media.matches ? v.pause() : void v.play().catch(() => undefined)));
  };
  if (media.matches) apply();
  media.addEventListener('change', apply);
}

/**
 * Before-and-after blocks become a comparison slider: a native range input (keyboard, touch,
 * mouse and screen readers for free) sets --position, where the after photo is cut.
 */
export function beforeAfterSliders(doc: Document): void {
  doc.querySelectorAll<HTMLElement>('[data-before-after]').forEach((figure) => {
    const frame = figure.querySelector('.before-after-frame');
    if (!frame || figure.querySelector('input')) return;
    const { beforeLabel = '', afterLabel = '', sliderLabel = '' } = figure.dataset;
    const range = doc.createElement('input');
    Object.assign(range, { type: 'range', min: '0', max: '100', value: '50', className: 'before-after-range' });
    range.setAttribute('aria-label', sliderLabel);
    const show = () => {
      figure.style.setProperty('--position', `${range.value}%`);
      range.setAttribute(
        'aria-valuetext',
        `${beforeLabel} ${range.value}%, ${afterLabel} ${100 - Number(range.value)}%`,
      );
    };
    range.addEventListener('input', show);
    show();
    frame.append(range);
    figure.classList.add('is-slider');
  });
}
