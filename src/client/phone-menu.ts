// The phone menu's behaviour, in the page script so the first tap answers at once: the menu is
// server-rendered HTML (src/layout/MobileNav.tsx), a <dialog> shown as a popover, which the
// browser keeps above the page with its backdrop and closes on Escape and on a press outside.
// Not a modal dialog: showModal() makes the rest of the page inert, and the browser restyles
// the whole page for that on every open (on /, 353 elements where the open menu shows 32),
// most of the first tap's work on a slow phone (tests/e2e/first-tap.spec.ts). The toggle is no
// popovertarget: HTML forbids aria-expanded on one. This adds what HTML cannot do alone: open
// it from the toggle with its aria-expanded, move focus in, keep Tab inside, return focus to
// the toggle, close it on choosing a link, and open the submenus with their arrow buttons.
import { trapTab } from '../layout/focus-trap.ts';

export function phoneMenu(root: HTMLElement): void {
  const toggle = root.querySelector<HTMLButtonElement>('.mobile-menu-toggle');
  const dialog = root.querySelector<HTMLDialogElement>('dialog');
  if (!toggle || !dialog) return;
  const isOpen = () => dialog.matches(':popover-open');
  toggle.addEventListener('click', () => {
    if (!isOpen()) dialog.showPopover();
  });
  // Before the browser shows or hides it, in the same task as the press.
  dialog.addEventListener('beforetoggle', (e) => {
    toggle.setAttribute('aria-expanded', String((e as ToggleEvent).newState === 'open'));
  });
  dialog.addEventListener('toggle', (e) => {
    if ((e as ToggleEvent).newState === 'open')
      // Like a modal dialog: focus on the first control (the close button), not left behind.
      dialog.querySelector<HTMLElement>('.menu-close')?.focus({ preventScroll: true });
    else toggle.focus({ preventScroll: true });
  });
  dialog.addEventListener('keydown', (e) => trapTab(e, dialog));
  dialog.addEventListener('click', (e) => {
    const target = e.target as Element;
    const sub = target.closest('.mobile-toggle');
    if (sub) {
      const open = sub.getAttribute('aria-expanded') !== 'true';
      sub.setAttribute('aria-expanded', String(open));
      const list = dialog.querySelector<HTMLElement>(`#${CSS.escape(sub.getAttribute('aria-controls') ?? '')}`);
      if (list) list.hidden = !open;
      return;
    }
    // The close button or any link (also one to a part of this page); a press on the
    // backdrop is the popover's own light dismiss.
    if (isOpen() && target.closest('a, .menu-close')) dialog.hidePopover();
  });
}

export function phoneMenus(doc: Document): void {
  doc.querySelectorAll<HTMLElement>('[data-phone-menu]').forEach(phoneMenu);
}
