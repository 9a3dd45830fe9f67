// Desktop menu: dropdowns built from the menu tree, nesting to any depth. They open on
// mouse enter, close on mouse leave, on choosing an item, on a press outside and on
// Escape, and are fully keyboard operable (Enter/Space/ArrowDown open, arrows move,
// Escape closes and returns focus to the toggle). An island: it hydrates on the first
// pointer, focus or key press in the menu bar, and that press is replayed.
import { createContext, useContext, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Business, MenuItem } from '../site/site-types.generated.ts';
import { SmartLink } from '../components/SmartLink.tsx';
import { menuEntries, moveFocus } from './menu-focus.ts';

/** Each change of the number asks every open dropdown to close. */
const CloseAll = createContext<{ signal: number; closeAll: () => void }>({ signal: 0, closeAll: () => {} });

function Entry({ item, depth }: { item: MenuItem; depth: number }) {
  const { signal, closeAll } = useContext(CloseAll);
  // Open while the close-all signal is still the one it was opened under.
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const open = openedAt === signal;
  const setOpen = (value: boolean) => setOpenedAt(value ? signal : null);
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  if (!item.submenu) {
    if (!item.url) return null; // the schema gives every entry a url, a submenu or both
    return (
      <li className="menu-item">
        <SmartLink href={item.url} className="menu-link" onClick={closeAll} onKeyDown={(e) => itemKeys(e, depth)}>
          {item.title}
        </SmartLink>
      </li>
    );
  }

  const openAndFocusFirst = () => {
    setOpen(true);
    requestAnimationFrame(() => menuEntries(list.current)[0]?.focus());
  };
  const onToggleKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if ((depth === 0 && e.key === 'ArrowDown') || (depth > 0 && e.key === 'ArrowRight')) {
      e.preventDefault();
      openAndFocusFirst();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (open) setOpen(false);
      else openAndFocusFirst();
    } else if (depth > 0) itemKeys(e, depth);
  };
  const onListKey = (e: KeyboardEvent<HTMLLIElement>) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
    } else if (e.key === 'ArrowLeft' && depth > 0 && open && list.current?.contains(e.target as Node)) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
    }
  };

  const label = item.url ? `${item.title} submenu` : undefined;
  return (
    // Hover opens the dropdown for a mouse; the keys handled here come from the links and the
    // toggle button inside, which are the interactive elements (the same as in the WAI menu pattern).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className={`menu-item has-submenu depth-${depth}${open ? ' open' : ''}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onListKey}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <span className="menu-row">
        {item.url && (
          <SmartLink href={item.url} className="menu-link" onClick={closeAll} onKeyDown={(e) => itemKeys(e, depth)}>
            {item.title}
          </SmartLink>
        )}
        <button
          ref={toggle}
          type="button"
          className={`menu-toggle${item.url ? ' arrow-only' : ''}`}
          aria-expanded={open}
          aria-controls={id}
          aria-label={label}
          // A pointer click lands on a toggle the hover has just opened: keep it open (leaving
          // or a press outside closes it). Keyboard clicks (detail 0) toggle.
          onClick={(e) => (e.detail > 0 ? setOpen(true) : setOpen(!open))}
          onKeyDown={onToggleKey}
        >
          {!item.url && item.title}
          <span className="caret" aria-hidden="true" />
        </button>
      </span>
      <ul id={id} ref={list} className="submenu" hidden={!open}>
        {item.submenu.map((child, i) => (
          <Entry key={i} item={child} depth={depth + 1} />
        ))}
      </ul>
    </li>
  );
}

/** Arrow keys between the entries of an open dropdown. */
function itemKeys(e: KeyboardEvent<HTMLElement>, depth: number) {
  if (depth === 0) return;
  if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
    e.preventDefault();
    moveFocus(e.currentTarget, e.key === 'ArrowDown' ? 1 : -1);
  }
}

export interface DesktopNavProps {
  menu: MenuItem[];
  reviews: Business['reviews'];
}

export default function DesktopNav({ menu, reviews }: DesktopNavProps) {
  const [signal, setSignal] = useState(0);
  const nav = useRef<HTMLElement>(null);
  const closeAll = () => setSignal((s) => s + 1);
  useEffect(() => {
    const onPress = (e: PointerEvent) => {
      if (!nav.current?.contains(e.target as Node)) setSignal((s) => s + 1);
    };
    document.addEventListener('pointerdown', onPress);
    return () => document.removeEventListener('pointerdown', onPress);
  }, []);
  return (
    <CloseAll.Provider value={{ signal, closeAll }}>
      <nav ref={nav} className="desktop-nav d-none d-lg-block" aria-label="Main">
        <ul className="menu-bar">
          {menu.map((item, i) => (
            <Entry key={i} item={item} depth={0} />
          ))}
          <li className="menu-item">
            <SmartLink href={reviews.url} className="menu-link">
              {reviews.label}
            </SmartLink>
          </li>
        </ul>
      </nav>
    </CloseAll.Provider>
  );
}
