// The frame of every page, rendered on the server: skip link, header, the page, footer.
import { Outlet } from 'react-router-dom';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { CallBar } from './CallBar.tsx';
import { useSite } from './SiteContext.tsx';

export function Layout() {
  const { wording } = useSite();
  return (
    <>
      <a className="skip-link" href="#main">
        {wording.skipLink}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <CallBar />
    </>
  );
}
