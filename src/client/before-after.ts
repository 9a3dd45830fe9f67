// Before-and-after blocks (src/blocks/beforeAfter) become a comparison slider: a native range
// input (keyboard, touch, mouse and screen readers for free) sets --position, where the after
// photo is cut.

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

/** What the page script starts on a page that has its elements (page-behaviours.ts). */
export { beforeAfterSliders as start };
