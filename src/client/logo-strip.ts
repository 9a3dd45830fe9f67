// The logo strip moves on one logo at a time (a CSS transition of its transform, which the
// compositor runs), then rests, so an untouched page spends almost no CPU on it. One full pass
// takes the block's secondsPerLoop (--logo-loop). It holds while hovered or focused, while
// off-screen, in a hidden tab and for visitors who ask for reduced motion (the stylesheet
// then shows the logos as a still row). Past the last logo it is back at the first: the list
// is shown twice, so the jump back is invisible.

export function logoStrip(strip: HTMLElement): void {
  const track = strip.querySelector<HTMLElement>('.logo-strip-track');
  const items = [...strip.querySelectorAll<HTMLElement>('.logo-strip-item')];
  const count = items.length / 2; // each logo is listed twice
  if (!track || count < 2 || typeof IntersectionObserver !== 'function') return;
  const reduced = matchMedia('(prefers-reduced-motion: reduce)');
  const seconds = parseFloat(strip.style.getPropertyValue('--logo-loop')) || 40;
  let onScreen = false;
  let at = 0;
  // data-in-view says the strip's script runs and sees it on screen: it moves on from then.
  new IntersectionObserver((entries) => {
    onScreen = entries.some((e) => e.isIntersecting);
    strip.toggleAttribute('data-in-view', onScreen);
  }).observe(strip);
  const show = (index: number, animate: boolean) => {
    track.style.transition = animate ? '' : 'none';
    track.style.transform = `translateX(${items[0].offsetLeft - items[index].offsetLeft}px)`;
  };
  track.addEventListener('transitionend', () => {
    if (at < count) return;
    at = 0;
    show(0, false);
  });
  setInterval(
    () => {
      if (!onScreen || document.hidden || reduced.matches || strip.matches(':hover, :focus-within')) return;
      at += 1;
      show(at, true);
    },
    (seconds * 1000) / count,
  );
}

export function logoStrips(doc: Document): void {
  doc.querySelectorAll<HTMLElement>('.logo-strip').forEach(logoStrip);
}

/** What the page script starts on a page that has its elements (page-behaviours.ts). */
export { logoStrips as start };
