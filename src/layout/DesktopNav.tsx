// Desktop menu: dropdowns built from the menu tree, nesting to any depth, rendered to plain
// HTML on the server. The page script (src/client/desktop-menu.ts) makes them work from the
// first press, with no island: they open on mouse enter, close on mouse leave, on choosing an
// item, on a press outside and on Escape, and are fully keyboard operable (Enter/Space/
// ArrowDown open, arrows move, Escape closes and returns focus to the toggle). An entry with
// `group: true` shows its entries in a column under its title inside the parent's dropdown.
import { useId } from 'react';
import type { Business, MenuItem } from '../site/site-types.generated.ts';
import { SmartLink } from '../components/SmartLink.tsx';
import { fillIn } from '../site/fill-in.ts';

function Link({ item, className = 'menu-link' }: { item: MenuItem & { url: string }; className?: string }) {
  return (
    <SmartLink href={item.url} className={className}>
      {item.title}
    </SmartLink>
  );
}

/** What a screen reader says for an entry's arrow button (wording.submenu, with {title}). */
interface Labelled {
  submenuLabel: string;
}

/** A titled column of entries inside a dropdown (Residential, Commercial, Other services). */
function Group({ item, depth, submenuLabel }: { item: MenuItem & { submenu: MenuItem[] }; depth: number } & Labelled) {
  const id = useId();
  return (
    <li className="menu-group">
      {item.url ? (
        <Link item={{ ...item, url: item.url }} className="menu-link menu-group-title" />
      ) : (
        <span className="menu-group-title" id={id}>
          {item.title}
        </span>
      )}
      <ul className="menu-group-list" aria-labelledby={item.url ? undefined : id}>
        {item.submenu.map((child, i) => (
          <Entry key={i} item={child} depth={depth} submenuLabel={submenuLabel} />
        ))}
      </ul>
    </li>
  );
}

function Entry({ item, depth, submenuLabel }: { item: MenuItem; depth: number } & Labelled) {
  const id = useId();
  if (!item.submenu) {
    if (!item.url) return null; // the schema gives every entry a url, a submenu or both
    return (
      <li className="menu-item">
        <Link item={{ ...item, url: item.url }} />
      </li>
    );
  }
  if (item.group && depth > 0)
    return <Group item={{ ...item, submenu: item.submenu }} depth={depth} submenuLabel={submenuLabel} />;
  const grouped = item.submenu.some((child) => child.group && child.submenu);
  return (
    <li className={`menu-item has-submenu depth-${depth}`}>
      <span className="menu-row">
        {item.url && <Link item={{ ...item, url: item.url }} />}
        <button
          type="button"
          className={`menu-toggle${item.url ? ' arrow-only' : ''}`}
          aria-expanded="false"
          aria-controls={id}
          aria-label={item.url ? fillIn(submenuLabel, { title: item.title }) : undefined}
        >
          {!item.url && item.title}
          <span className="caret" aria-hidden="true" />
        </button>
      </span>
      <ul id={id} className={`submenu${grouped ? ' submenu-grouped' : ''}`} hidden>
        {item.submenu.map((child, i) => (
          <Entry key={i} item={child} depth={depth + 1} submenuLabel={submenuLabel} />
        ))}
      </ul>
    </li>
  );
}

export interface DesktopNavProps {
  menu: MenuItem[];
  /** The reviews page, when site.yaml names one: the last entry. */
  reviews?: Business['reviews'];
  /** What a screen reader calls the menu (wording.mainMenu). */
  label: string;
  /** What it says for an entry's arrow button (wording.submenu). */
  submenuLabel: string;
}

export default function DesktopNav({ menu, reviews, label, submenuLabel }: DesktopNavProps) {
  return (
    <nav className="desktop-nav d-none d-lg-block" aria-label={label} data-desktop-menu>
      <ul className="menu-bar">
        {menu.map((item, i) => (
          <Entry key={i} item={item} depth={0} submenuLabel={submenuLabel} />
        ))}
        {reviews && (
          <li className="menu-item">
            <SmartLink href={reviews.url} className="menu-link">
              {reviews.label}
            </SmartLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
