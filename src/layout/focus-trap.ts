// Keeps Tab and Shift+Tab cycling inside an open dialog (the phone menu).

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusables = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);

export function trapTab(e: KeyboardEvent, container: HTMLElement): void {
  if (e.key !== 'Tab') return;
  const items = focusables(container);
  if (!items.length) return;
  const first = items[0];
  const last = items[items.length - 1];
  const active = container.ownerDocument.activeElement;
  if (e.shiftKey && (active === first || active === container)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && active === last) {
    e.preventDefault();
    first.focus();
  }
}

/** Moves focus one step inside the container, as Tab (or Shift+Tab) would, wrapping at the ends. */
export function tabStep(container: HTMLElement, back: boolean): void {
  const items = focusables(container);
  if (!items.length) return;
  const at = items.indexOf(container.ownerDocument.activeElement as HTMLElement);
  items[back ? (at <= 0 ? items.length - 1 : at - 1) : (at + 1) % items.length].focus();
}
