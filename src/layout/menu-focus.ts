// Keyboard movement inside a dropdown list: the focusable entries of its direct items.

export function menuEntries(list: Element | null): HTMLElement[] {
  if (!list) return [];
  return [...list.children].flatMap((li) => {
    const first = li.querySelector<HTMLElement>(
      ':scope > a, :scope > .menu-row > a, :scope > button, :scope > .menu-row > button',
    );
    return first ? [first] : [];
  });
}

/** Move focus to the next or previous entry of the list that holds `from`, wrapping round. */
export function moveFocus(from: HTMLElement, step: 1 | -1): void {
  const list = from.closest('ul');
  const entries = menuEntries(list);
  const current = entries.findIndex((e) => e === from || e.parentElement?.contains(from));
  const next = entries[(current + step + entries.length) % entries.length];
  next?.focus();
}
