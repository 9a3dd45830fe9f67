// The desktop menu's behaviour, in the page script so the first press answers at once: the
// menu is server-rendered HTML (src/layout/DesktopNav.tsx) and needs no island. A dropdown
// opens on mouse enter (except a list nested in a grouped dropdown, which opens in place) and
// closes on mouse leave, on choosing an entry, on a press outside, on focus leaving it and on
// Escape (focus returns to its toggle). Enter/Space toggle, ArrowDown (ArrowRight in a nested
// menu) opens and focuses the first entry, ArrowUp/Down move round the entries, ArrowLeft
// closes a nested menu.
import { dropdownOf, menuEntries, moveFocus } from '../layout/menu-focus.ts';

type Item = HTMLLIElement;

const toggleOf = (li: Item) => li.querySelector<HTMLButtonElement>(':scope > .menu-row > .menu-toggle');
const listOf = (li: Item) => li.querySelector<HTMLUListElement>(':scope > .submenu');
const isOpen = (li: Item) => li.classList.contains('open');
/** Whether an element sits inside a dropdown (rather than on the menu bar itself). */
const inDropdown = (el: Element) => dropdownOf(el)?.classList.contains('submenu') ?? false;

function setOpen(li: Item, open: boolean): void {
  if (isOpen(li) === open) return;
  li.classList.toggle('open', open);
  toggleOf(li)?.setAttribute('aria-expanded', String(open));
  const list = listOf(li);
  if (list) list.hidden = !open;
  // Closing a dropdown closes the ones open inside it.
  if (!open) li.querySelectorAll<Item>('li.has-submenu.open').forEach((inner) => setOpen(inner, false));
}

function openAndFocusFirst(li: Item): void {
  setOpen(li, true);
  menuEntries(listOf(li))[0]?.focus();
}

/** The innermost open dropdown item around `el` whose list holds it (or that holds it at all). */
function openItemAround(el: Element, inList: boolean): Item | undefined {
  for (
    let li = el.closest<Item>('li.has-submenu');
    li;
    li = li.parentElement?.closest<Item>('li.has-submenu') ?? null
  ) {
    if (isOpen(li) && (!inList || listOf(li)?.contains(el))) return li;
  }
  return undefined;
}

function onKey(e: KeyboardEvent): void {
  const target = e.target as HTMLElement;
  const li = target.closest<Item>('li.has-submenu');
  const onToggle = target.matches('.menu-toggle') && li;
  const nested = inDropdown(target);
  if (onToggle && ((!nested && e.key === 'ArrowDown') || (nested && e.key === 'ArrowRight'))) {
    e.preventDefault();
    openAndFocusFirst(li);
  } else if (onToggle && (e.key === 'Enter' || e.key === ' ')) {
    e.preventDefault();
    if (isOpen(li)) setOpen(li, false);
    else openAndFocusFirst(li);
  } else if (nested && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
    e.preventDefault();
    moveFocus(target, e.key === 'ArrowDown' ? 1 : -1);
  } else if (e.key === 'Escape' || (e.key === 'ArrowLeft' && nested)) {
    const open = openItemAround(target, e.key === 'ArrowLeft');
    if (!open || (e.key === 'ArrowLeft' && !inDropdown(open))) return;
    e.preventDefault();
    setOpen(open, false);
    toggleOf(open)?.focus();
  }
}

export function desktopMenu(nav: HTMLElement): void {
  const items = [...nav.querySelectorAll<Item>('li.has-submenu')];
  const closeAll = () => items.forEach((li) => setOpen(li, false));
  // A list nested in a grouped dropdown opens in place and pushes the entries below it down:
  // opened by hover, it would shut as the pointer moved on and pull them back under it. It
  // opens by a click or the keyboard only.
  for (const li of items.filter((item) => !item.parentElement?.closest('.submenu-grouped'))) {
    li.addEventListener('mouseenter', () => setOpen(li, true));
    li.addEventListener('mouseleave', () => setOpen(li, false));
    // The pointer came in before this code ran (it loads beside the page script: menus.ts).
    if (li.matches(':hover')) setOpen(li, true);
  }
  nav.addEventListener('keydown', onKey);
  nav.addEventListener('click', (e) => {
    const target = e.target as Element;
    const toggle = target.closest('.menu-toggle');
    const li = toggle?.closest<Item>('li.has-submenu');
    // A pointer click lands on a toggle the hover has just opened: keep it open (leaving or a
    // press outside closes it). Keyboard clicks (detail 0), and any click on a list that opens
    // in place in a grouped dropdown (no hover opens it), toggle.
    const hoverOpens = li && !li.parentElement?.closest('.submenu-grouped');
    if (li) setOpen(li, (e.detail > 0 && hoverOpens) || !isOpen(li));
    else if (target.closest('a')) closeAll();
  });
  nav.addEventListener('focusout', (e) => {
    const to = e.relatedTarget as Node | null;
    items.forEach((li) => !li.contains(to) && setOpen(li, false));
  });
  nav.ownerDocument.addEventListener('pointerdown', (e) => {
    if (!nav.contains(e.target as Node)) closeAll();
  });
}

export function desktopMenus(doc: Document): void {
  doc.querySelectorAll<HTMLElement>('[data-desktop-menu]').forEach(desktopMenu);
}

/**
 * What the page script starts in a wide view (menus.ts): the menus, then the clicks on their
 * buttons that `hold` (the page script's listener) held while this code was on its way, replayed
 * once `hold` no longer listens.
 */
export function start(doc: Document, held: readonly MouseEvent[] = [], hold?: (e: MouseEvent) => void): void {
  desktopMenus(doc);
  if (hold) doc.removeEventListener('click', hold, true);
  held.forEach((e) => e.target?.dispatchEvent(new MouseEvent('click', e)));
}
