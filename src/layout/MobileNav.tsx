// Phone menu: a toggle opens an offcanvas panel with the whole menu tree. It closes on a
// press outside, on Escape and on choosing a link; focus stays inside while it is open and
// returns to the toggle when it closes. An island: it hydrates on the first touch, focus
// or press of its button, and that press is replayed.
import { lazy, Suspense, useId, useState } from 'react';
import type { Business, MenuItem } from '../site/site-types.generated.ts';
import { SmartLink } from '../components/SmartLink.tsx';

// The panel (react-bootstrap Offcanvas) loads on demand: it is not part of the first load.
const MobilePanel = lazy(() => import('./MobilePanel.tsx'));
const preloadPanel = () => void import('./MobilePanel.tsx');

function MobileEntry({ item }: { item: MenuItem }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!item.submenu) {
    if (!item.url) return null; // the schema gives every entry a url, a submenu or both
    return (
      <li>
        <SmartLink href={item.url} className="mobile-link">
          {item.title}
        </SmartLink>
      </li>
    );
  }
  return (
    <li>
      <span className="mobile-row">
        {item.url ? (
          <SmartLink href={item.url} className="mobile-link">
            {item.title}
          </SmartLink>
        ) : (
          <span className="mobile-group">{item.title}</span>
        )}
        <button
          type="button"
          className="mobile-toggle"
          aria-expanded={open}
          aria-controls={id}
          aria-label={`${item.title} submenu`}
          onClick={() => setOpen((o) => !o)}
        >
          <span className="caret" aria-hidden="true" />
        </button>
      </span>
      <ul id={id} className="mobile-submenu" hidden={!open}>
        {item.submenu.map((child, i) => (
          <MobileEntry key={i} item={child} />
        ))}
      </ul>
    </li>
  );
}

export interface MobileNavProps {
  menu: MenuItem[];
  reviews: Business['reviews'];
  phone: string;
  phoneLink: string;
}

export default function MobileNav({ menu, reviews, phone, phoneLink }: MobileNavProps) {
  const [show, setShow] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <div className="d-lg-none">
      <button
        type="button"
        className="btn btn-outline-primary mobile-menu-toggle"
        aria-expanded={show}
        aria-controls="mobile-menu"
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onTouchStart={preloadPanel}
        onClick={() => {
          setMounted(true);
          setShow(true);
        }}
      >
        <span className="hamburger" aria-hidden="true" />
        Menu
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <MobilePanel show={show} onHide={() => setShow(false)}>
            {/* Choosing a link closes the panel, also for a link to a part of this page. The click
                comes from a link inside (Enter on a link clicks it too), so no key handler is needed. */}
            {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
            <nav aria-label="Main" onClick={(e) => (e.target as Element).closest('a') && setShow(false)}>
              <ul className="mobile-menu">
                {menu.map((item, i) => (
                  <MobileEntry key={i} item={item} />
                ))}
                <li>
                  <SmartLink href={reviews.url} className="mobile-link">
                    {reviews.label}
                  </SmartLink>
                </li>
              </ul>
            </nav>
            <p className="mt-4 mb-0">
              <a className="btn btn-primary w-100" href={phoneLink}>
                Call {phone}
              </a>
            </p>
          </MobilePanel>
        </Suspense>
      )}
    </div>
  );
}
