// Phone menu: a toggle opens a panel at the right (a <dialog> shown as a popover, above the page
// with its backdrop) with the whole menu tree, rendered to plain HTML on the server. The page
// script (src/client/phone-menu.ts) opens it on the first press, with no island. It closes on a
// press outside, on Escape and on choosing a link; focus stays inside while it is open and
// returns to the toggle when it closes. A group (`group: true`) shows its entries under its
// title; other entries with a submenu have a link and a separate arrow toggle, or, with no page
// of their own, are one toggle: title and arrow.
import { useId } from 'react';
import type { Business, MenuItem, SiteConfig } from '../site/site-types.generated.ts';
import { SmartLink } from '../components/SmartLink.tsx';
import { fillIn } from '../site/fill-in.ts';

function Title({ item }: { item: MenuItem }) {
  return item.url ? (
    <SmartLink href={item.url} className="mobile-link">
      {item.title}
    </SmartLink>
  ) : (
    <span className="mobile-group">{item.title}</span>
  );
}

/** `submenuLabel`: what a screen reader says for an entry's toggle (wording.submenu, {title} filled in). */
function MobileEntry({ item, submenuLabel }: { item: MenuItem; submenuLabel: string }) {
  const id = useId();
  if (!item.submenu) {
    if (!item.url) return null; // the schema gives every entry a url, a submenu or both
    return (
      <li>
        <Title item={item} />
      </li>
    );
  }
  const entries = item.submenu.map((child, i) => <MobileEntry key={i} item={child} submenuLabel={submenuLabel} />);
  if (item.group) {
    return (
      <li className="mobile-menu-group">
        <Title item={item} />
        <ul className="mobile-submenu">{entries}</ul>
      </li>
    );
  }
  const toggle = {
    type: 'button',
    'aria-expanded': 'false',
    'aria-controls': id,
    'aria-label': fillIn(submenuLabel, { title: item.title }),
  } as const;
  const caret = <span className="caret" aria-hidden="true" />;
  return (
    <li>
      {item.url ? (
        <span className="mobile-row">
          <Title item={item} />
          <button className="mobile-toggle" {...toggle}>
            {caret}
          </button>
        </span>
      ) : (
        // A title with no page of its own: the whole row opens its submenu, not only the arrow.
        <button className="mobile-toggle mobile-row" {...toggle}>
          <span className="mobile-group">{item.title}</span>
          <span className="mobile-arrow">{caret}</span>
        </button>
      )}
      <ul id={id} className="mobile-submenu" hidden>
        {entries}
      </ul>
    </li>
  );
}

export interface MobileNavProps {
  menu: MenuItem[];
  /** The reviews page, when site.yaml names one: the last entry. */
  reviews?: Business['reviews'];
  phone: string;
  phoneLink: string;
  /** The quote button of header: (its words and where it goes), beside Call, when site.yaml has one. */
  quote?: { text: string; link: string };
  /** The words of the frame (site.yaml wording:). */
  wording: Pick<SiteConfig['wording'], 'call' | 'menu' | 'closeMenu' | 'mainMenu' | 'submenu'>;
}

export default function MobileNav({ menu, reviews, phone, phoneLink, quote, wording }: MobileNavProps) {
  return (
    <div className="d-lg-none" data-phone-menu>
      <button
        type="button"
        className="btn btn-outline-primary mobile-menu-toggle"
        aria-expanded="false"
        aria-controls="mobile-menu"
        aria-haspopup="dialog"
      >
        <span className="hamburger" aria-hidden="true" />
        {wording.menu}
      </button>
      {/* A popover, not a modal dialog: showModal() makes the rest of the page inert, which
          restyles the whole page on every open (353 elements against the menu's 32 on /). */}
      <dialog
        id="mobile-menu"
        className="mobile-panel"
        aria-labelledby="mobile-menu-title"
        aria-modal="true"
        popover="auto"
      >
        <div className="mobile-panel-header">
          <div className="mobile-panel-title" id="mobile-menu-title">
            {wording.menu}
          </div>
          <button type="button" className="menu-close" aria-label={wording.closeMenu}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="mobile-panel-body">
          <nav aria-label={wording.mainMenu}>
            <ul className="mobile-menu">
              {menu.map((item, i) => (
                <MobileEntry key={i} item={item} submenuLabel={wording.submenu} />
              ))}
              {reviews && (
                <li>
                  <SmartLink href={reviews.url} className="mobile-link">
                    {reviews.label}
                  </SmartLink>
                </li>
              )}
            </ul>
          </nav>
          <p className="mobile-actions">
            <a className="btn btn-outline-primary" href={phoneLink}>
              {wording.call} <span className="text-nowrap">{phone}</span>
            </a>
            {quote && (
              <SmartLink href={quote.link} className="btn btn-primary">
                {quote.text}
              </SmartLink>
            )}
          </p>
        </div>
      </dialog>
    </div>
  );
}
