import { useLocation } from 'react-router-dom';
import { SmartLink } from '../components/SmartLink.tsx';
import { useSite } from './SiteContext.tsx';
import DesktopNav from './DesktopNav.tsx';
import MobileNav from './MobileNav.tsx';
import { HeaderActions } from './HeaderActions.tsx';

export function Header() {
  const { business, header, menu, wording } = useSite();
  const { pathname } = useLocation();
  const logo = business.logo;
  const src = logo.variants?.find((v) => pathname.includes(v.pathContains))?.src ?? logo.src;
  return (
    <header className="site-header">
      <div className="contact-bar d-none d-lg-block">
        <div className="container d-flex justify-content-end gap-4">
          <span>{business.location}</span>
          <a href={business.phoneLink}>
            {wording.call} {business.phoneShown}
          </a>
          <a href={`mailto:${business.email}`}>{business.email}</a>
        </div>
      </div>
      <div className="container header-row">
        <SmartLink href="/" className="logo-link">
          <img src={src} alt={logo.alt} width={logo.width} height={logo.height} />
        </SmartLink>
        <DesktopNav menu={menu} reviews={business.reviews} label={wording.mainMenu} submenuLabel={wording.submenu} />
        {/* Only one of the two shows at a size: the phone menu (with its panel) comes first, so the
            header's last links stay the desktop phone number and quote button. */}
        <MobileNav
          menu={menu}
          reviews={business.reviews}
          phone={business.phoneShown}
          phoneLink={business.phoneLink}
          quote={header && { text: header.quoteText, link: header.quoteLink }}
          wording={wording}
        />
        <HeaderActions />
      </div>
    </header>
  );
}
