// The phone menu's behaviour, in the page script so the first tap answers at once: the menu is
// server-rendered HTML (src/layout/MobileNav.tsx), a <dialog> shown as a popover, which the
// browser keeps above the page with its backdrop and closes on Escape and on a press outside.
// Not a modal dialog: showModal() makes the rest of the page inert, and the browser restyles
// the whole page for that on every open (on /, 353 elements where the open menu shows 32),
// most of the first tap's work on a slow phone (tests/e2e/first-tap.spec.ts). The toggle is no
// popovertarget: HTML forbids aria-expanded on one. This adds what HTML cannot do alone: open
// it from the toggle with its aria-expanded, move focus in, return focus to the toggle and
// close it on choosing a link. What only an open menu needs (Tab kept inside, the submenus'
// arrow buttons: phone-menu-open.ts) loads as it first opens, not with every page; a press on
// a submenu's button, or a Tab, before that code runs is held and replayed, so it is never lost
// and focus never leaves the open menu.

export function phoneMenu(root: HTMLElement): void {
  const toggle = root.querySelector<HTMLButtonElement>('.mobile-menu-toggle');
  const dialog = root.querySelector<HTMLDialogElement>('dialog');
  if (!toggle || !dialog) return;
  const isOpen = () => dialog.matches(':popover-open');
  let asked = false;
  /** The presses on a submenu's button, and the Tabs, while the open menu's code is on its way. */
  let held: Array<HTMLElement | boolean> | undefined; // a Tab held as its shiftKey
  toggle.addEventListener('click', () => {
    if (!isOpen()) dialog.showPopover();
  });
  // Before the browser shows or hides it, in the same task as the press.
  dialog.addEventListener('beforetoggle', (e) => {
    const open = (e as ToggleEvent).newState === 'open';
    toggle.setAttribute('aria-expanded', String(open));
    if (!open || asked) return;
    asked = true;
    held = [];
    import('./phone-menu-open.ts').then(
      (m) => {
        const pressed = held;
        held = undefined;
        m.start(dialog, pressed); // which answers the presses held meanwhile
      },
      () => {
        asked = false; // offline: the next opening tries again
        held = undefined; // and Tab moves as the browser moves it
      },
    );
  });
  dialog.addEventListener('keydown', (e) => {
    if (held && e.key === 'Tab') {
      e.preventDefault();
      held.push(e.shiftKey);
    }
  });
  dialog.addEventListener('toggle', (e) => {
    if ((e as ToggleEvent).newState === 'open')
      // Like a modal dialog: focus on the first control (the close button), not left behind.
      dialog.querySelector<HTMLElement>('.menu-close')?.focus({ preventScroll: true });
    else toggle.focus({ preventScroll: true });
  });
  dialog.addEventListener('click', (e) => {
    const target = e.target as Element;
    const sub = target.closest<HTMLElement>('.mobile-toggle');
    if (sub)
      held?.push(sub); // its code is still on its way: pressed once it is in
    // The close button or any link (also one to a part of this page); a press on the
    // backdrop is the popover's own light dismiss.
    else if (isOpen() && target.closest('a, .menu-close')) dialog.hidePopover();
  });
}

export function phoneMenus(doc: Document): void {
  doc.querySelectorAll<HTMLElement>('[data-phone-menu]').forEach(phoneMenu);
}
