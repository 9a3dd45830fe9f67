import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSite } from './SiteContext.tsx';

export function Footer() {
  const { business, buildYear } = useSite();
  // The prerendered page carries the build year; the browser then shows the current year.
  const [year, setYear] = useState(buildYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return (
    <footer className="site-footer">
      <div className="container d-flex flex-column flex-md-row justify-content-between gap-3 py-4">
        <nav aria-label="Footer">
          <ul className="list-inline mb-0">
            <li className="list-inline-item">
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li className="list-inline-item">
              <Link to="/contact">Contact Us</Link>
            </li>
            <li className="list-inline-item">
              <a href={business.phoneLink}>{business.phone}</a>
            </li>
          </ul>
        </nav>
        <p className="mb-0">
          © {business.copyrightStartYear}–{year} {business.company}
        </p>
      </div>
    </footer>
  );
}
