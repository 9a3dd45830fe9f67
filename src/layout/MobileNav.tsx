// Phone menu: a toggle opens an offcanvas panel with the whole menu tree. It closes on a
// press outside, on Escape and on navigation; focus stays inside while it is open and
// returns to the toggle when it closes.
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { MenuItem } from '../config/site-types.generated.ts';
import { SmartLink } from '../components/SmartLink.tsx';
import { useSite } from './SiteContext.tsx';

// The panel (react-bootstrap Offcanvas) loads on demand: it is not part of the first load.
const MobilePanel = lazy(() => import('./MobilePanel.tsx'));
const preloadPanel = () => void import('./MobilePanel.tsx');

function MobileEntry({ item }: { item: MenuItem }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!item.submenu) {
    return (
      <li>
        <SmartLink href={item.url!} className="mobile-link">
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

export function MobileNav() {
  const { business, menu } = useSite();
  const [show, setShow] = useState(false);
  const [mounted, setMounted] = useState(false);
  const location = useLocation();
  useEffect(() => setShow(false), [location]);
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
            <nav aria-label="Main">
              <ul className="mobile-menu">
                {menu.map((item, i) => (
                  <MobileEntry key={i} item={item} />
                ))}
                <li>
                  <SmartLink href={business.reviews.url} className="mobile-link">
                    {business.reviews.label}
                  </SmartLink>
                </li>
              </ul>
            </nav>
            <p className="mt-4 mb-0">
              <a className="btn btn-primary w-100" href={business.phoneLink}>
                Call {business.phone}
              </a>
            </p>
          </MobilePanel>
        </Suspense>
      )}
    </div>
  );
}
