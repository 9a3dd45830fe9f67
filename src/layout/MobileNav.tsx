// Phone menu: a toggle opens an offcanvas panel with the whole menu tree. It closes on a
// press outside, on Escape and on navigation; focus stays inside while it is open and
// returns to the toggle when it closes.
import { useEffect, useId, useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useLocation } from 'react-router-dom';
import type { MenuItem } from '../config/site-types.generated.ts';
import { SmartLink } from '../components/SmartLink.tsx';
import { useSite } from './SiteContext.tsx';
import { trapTab } from './focus-trap.ts';

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
  const location = useLocation();
  useEffect(() => setShow(false), [location]);
  return (
    <div className="d-lg-none">
      <button
        type="button"
        className="btn btn-outline-primary mobile-menu-toggle"
        aria-expanded={show}
        aria-controls="mobile-menu"
        onClick={() => setShow(true)}
      >
        <span className="hamburger" aria-hidden="true" />
        Menu
      </button>
      <Offcanvas show={show} onHide={() => setShow(false)} placement="end" id="mobile-menu" aria-labelledby="mobile-menu-title" onKeyDown={trapTab}>
        <Offcanvas.Header closeButton closeLabel="Close menu">
          <Offcanvas.Title id="mobile-menu-title">Menu</Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          <nav aria-label="Main">
            <ul className="mobile-menu">
              {menu.map((item, i) => (
                <MobileEntry key={i} item={item} />
              ))}
              <li>
                <SmartLink href={business.reviews.url} className="mobile-link">
                  {business.reviews.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </SmartLink>
              </li>
            </ul>
          </nav>
          <p className="mt-4 mb-0">
            <a className="btn btn-primary w-100" href={business.phoneLink}>
              Call {business.phone}
            </a>
          </p>
        </Offcanvas.Body>
      </Offcanvas>
    </div>
  );
}
