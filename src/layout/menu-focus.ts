// Keyboard movement inside a dropdown list: the focusable entries of its direct items, with
// the title link and the entries of each group (li.menu-group) in their reading order.

const ENTRY = ':scope > a, :scope > .menu-row > a, :scope > button, :scope > .menu-row > button';

export function menuEntries(list: Element | null): HTMLElement[] {
  if (!list) return [];
  return [...list.children].flatMap((li): HTMLElement[] => {
    if (li.classList.contains('menu-group')) {
      const title = li.querySelector<HTMLElement>(':scope > a');
      return [...(title ? [title] : []), ...menuEntries(li.querySelector(':scope > ul'))];
    }
    const first = li.querySelector<HTMLElement>(ENTRY);
    return first ? [first] : [];
  });
}

/** The dropdown list an entry belongs to (a group's list is part of its parent's dropdown). */
export function dropdownOf(from: Element): Element | null {
  return from.closest('.submenu, .menu-bar');
}

/** Move focus to the next or previous entry of the dropdown that holds `from`, wrapping round. */
export function moveFocus(from: HTMLElement, step: 1 | -1): void {
  const entries = menuEntries(dropdownOf(from));
  // The arrow toggle beside a link counts as that link's entry.
  const row = from.closest('.menu-row');
  const current = entries.findIndex((e) => e === from || (row !== null && row.contains(e)));
  const next = entries[(current + step + entries.length) % entries.length];
  next?.focus();
}
