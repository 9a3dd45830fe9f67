// The phone menu's behaviour, in the page script so the first tap answers at once: the menu
// is server-rendered HTML (src/layout/MobileNav.tsx), a modal <dialog> that the browser
// keeps above the page with its backdrop and closes on Escape. This adds what HTML cannot
// do alone: open it from the toggle, close it on a press outside or on choosing a link, keep
// Tab inside, return focus to the toggle, and open the submenus with their arrow buttons.
import { trapTab } from '../layout/focus-trap.ts';

export function phoneMenu(root: HTMLElement): void {
  const toggle = root.querySelector<HTMLButtonElement>('.mobile-menu-toggle');
  const dialog = root.querySelector<HTMLDialogElement>('dialog');
  if (!toggle || !dialog) return;
  toggle.addEventListener('click', () => {
    if (dialog.open) return;
    dialog.showModal();
    toggle.setAttribute('aria-expanded', 'true');
  });
  dialog.addEventListener('close', () => {
    toggle.setAttribute('aria-expanded', 'false');
    toggle.focus();
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
    // The close button, any link (also one to a part of this page), or the backdrop: a press
    // on the backdrop targets the dialog itself, outside the panel's box.
    const box = dialog.getBoundingClientRect();
    const outside =
      target === dialog &&
      (e.clientX < box.left || e.clientX > box.right || e.clientY < box.top || e.clientY > box.bottom);
    if (outside || target.closest('a, .menu-close')) dialog.close();
  });
}

export function phoneMenus(doc: Document): void {
  doc.querySelectorAll<HTMLElement>('[data-phone-menu]').forEach(phoneMenu);
}
