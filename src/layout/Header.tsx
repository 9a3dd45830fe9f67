import { useLocation } from 'react-router-dom';
import { useSite } from './SiteContext.tsx';
import { Island } from '../islands/Island.tsx';

export function Header() {
  const { business, menu } = useSite();
  const { pathname } = useLocation();
  const logo = business.logo;
  return (
    <header className="site-header">
      <div className="contact-bar d-none d-lg-block">
        <div className="container d-flex justify-content-end gap-4">
          <span>{business.location}</span>
          <a href={business.phoneLink}>Call {business.phone}</a>
          <a href={`mailto:${business.email}`}>{business.email}</a>
        </div>
      </div>
      <div className="container d-flex align-items-center justify-content-between py-2">
        <a href="/" className="logo-link">
          <img
            src={pathname.includes('window') ? logo.windowSrc : logo.src}
            alt={logo.alt}
            width={logo.width}
            height={logo.height}
          />
        </a>
        <Island name="DesktopNav" when="interaction" props={{ menu, reviews: business.reviews }} />
        <Island
          name="MobileNav"
          when="interaction"
          props={{ menu, reviews: business.reviews, phone: business.phone, phoneLink: business.phoneLink }}
        />
      </div>
    </header>
  );
}
