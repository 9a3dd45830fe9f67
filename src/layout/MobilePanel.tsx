// The phone menu's offcanvas panel. Loaded on demand by MobileNav (first press of the
// menu button, or as soon as the pointer or focus reaches it), so react-bootstrap's
// Offcanvas and its helpers stay out of every page's first-load JavaScript.
import type { ReactNode } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { trapTab } from './focus-trap.ts';

export default function MobilePanel({
  show,
  onHide,
  children,
}: {
  show: boolean;
  onHide: () => void;
  children: ReactNode;
}) {
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      placement="end"
      id="mobile-menu"
      aria-labelledby="mobile-menu-title"
      onKeyDown={trapTab}
    >
      <Offcanvas.Header closeButton closeLabel="Close menu">
        <Offcanvas.Title id="mobile-menu-title">Menu</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>{children}</Offcanvas.Body>
    </Offcanvas>
  );
}
