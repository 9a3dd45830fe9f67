// What only an open phone menu needs (src/client/phone-menu.ts loads it as the menu first
// opens): Tab and Shift+Tab kept inside, and the submenus' arrow buttons.
import { tabStep, trapTab } from '../layout/focus-trap.ts';

/**
 * Makes the open menu's parts live, then answers what was pressed while this code was on its
 * way (phone-menu.ts held it), in order: a submenu's button pressed again, a Tab (held as its
 * shiftKey) one step, kept inside.
 */
export function start(dialog: HTMLDialogElement, held: ReadonlyArray<HTMLElement | boolean> = []): void {
  dialog.addEventListener('keydown', (e) => trapTab(e, dialog));
  dialog.addEventListener('click', (e) => {
    const sub = (e.target as Element).closest('.mobile-toggle');
    if (!sub) return;
    const open = sub.getAttribute('aria-expanded') !== 'true';
    sub.setAttribute('aria-expanded', String(open));
    const list = dialog.querySelector<HTMLElement>(`#${CSS.escape(sub.getAttribute('aria-controls') ?? '')}`);
    if (list) list.hidden = !open;
  });
  held.forEach((press) => (typeof press == 'boolean' ? tabStep(dialog, press) : press.click()));
}
