import { useSite } from './SiteContext.tsx';

export function Footer() {
  const { business, buildYear } = useSite();
  return (
    <footer className="site-footer">
      <div className="container d-flex flex-column flex-md-row justify-content-between gap-3 py-4">
        <nav aria-label="Footer">
          <ul className="list-inline mb-0">
            <li className="list-inline-item">
              <a href="/privacy-policy">Privacy Policy</a>
            </li>
            <li className="list-inline-item">
              <a href="/contact">Contact Us</a>
            </li>
            <li className="list-inline-item">
              <a href={business.phoneLink}>{business.phone}</a>
            </li>
          </ul>
        </nav>
        <p className="mb-0">
          {/* The build year; the browser shows the current year (src/client/behaviours.ts). */}
          © {business.copyrightStartYear}–<span data-current-year="">{buildYear}</span> {business.company}
        </p>
      </div>
    </footer>
  );
}
