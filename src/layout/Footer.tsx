import { yearsAfter } from '../site/copyright-years.ts';
import { SmartLink } from '../components/SmartLink.tsx';
import { townLine } from '../site/address-line.ts';
import { placeOf } from '../seo/jsonld.ts';
import { useSite } from './SiteContext.tsx';
import { googleReviewUrl } from '../site/review-link.ts';
import { OpeningHours, openingHoursOf } from './OpeningHours.tsx';

export function Footer() {
  const { business, footer, header, buildYear, wording } = useSite();
  const reviewUrl = googleReviewUrl(business);
  const since = business.copyrightStartYear ?? buildYear;
  const hasHours = openingHoursOf(business).length > 0 && footer?.hoursHeading;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-contact">
          <p className="footer-company">{business.company}</p>
          {/* The street only when site.yaml gives one: a service-area business leaves it out. */}
          <address className="footer-address">
            {business.streetAddress && <span className="d-block">{business.streetAddress}</span>}
            <span className="d-block">
              {townLine(business.location, business.postalCode, business.country, placeOf(business).locality)}
            </span>
            <ul className="footer-links">
              <li>
                <a href={business.phoneLink}>{business.phoneShown}</a>
              </li>
              <li>
                <a href={`mailto:${business.email}`}>{business.email}</a>
              </li>
              {business.reviews && (
                <li>
                  <SmartLink href={business.reviews.url}>{business.reviews.label}</SmartLink>
                </li>
              )}
              {reviewUrl && (
                <li>
                  <a href={reviewUrl} className="footer-review-us">
                    {wording.reviewUs}
                  </a>
                </li>
              )}
            </ul>
          </address>
          {header && (
            <SmartLink className="btn btn-primary footer-quote" href={header.quoteLink}>
              {header.quoteText}
            </SmartLink>
          )}
        </div>
        {footer?.columns.map((column) => (
          <nav className="footer-column" aria-label={column.heading} key={column.heading}>
            <p className="footer-heading">{column.heading}</p>
            <ul className="footer-links">
              {column.links.map((link) => (
                <li key={link.url}>
                  <SmartLink href={link.url}>{link.title}</SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {(hasHours || footer?.serviceArea) && (
          <div className="footer-hours">
            {hasHours && (
              <>
                <p className="footer-heading">{footer?.hoursHeading}</p>
                <OpeningHours business={business} closedText={footer?.closedText} />
              </>
            )}
            {footer?.serviceArea && (
              <>
                <p className="footer-heading footer-area-heading">{footer.serviceAreaHeading}</p>
                <p className="footer-area">{footer.serviceArea}</p>
              </>
            )}
          </div>
        )}
      </div>
      <div className="footer-bottom">
        <div className="container">
          <p className="mb-0">
            {/* As of the build; the browser brings it up to its own year (src/client/current-year.ts). */}© {since}
            <span data-since={since}>{yearsAfter(since, buildYear)}</span> {business.company}
          </p>
        </div>
      </div>
    </footer>
  );
}
