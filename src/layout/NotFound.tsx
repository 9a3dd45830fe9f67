// The page for an address that is not a page of the site: it leads on to the main services,
// a call and the quote request (notFound: and header: in site.yaml), never to a dead end.
import { SmartLink } from '../components/SmartLink.tsx';
import { CallButton, QuoteButton } from './ActionButtons.tsx';
import { useSite } from './SiteContext.tsx';

export function NotFound() {
  const { notFound } = useSite();
  // The loader fills in the schema's defaults (heading, text, button words).
  const words = notFound ?? { heading: '', text: '', callText: '', servicesHeading: '' };
  const services = notFound?.services ?? [];
  return (
    <>
      <div className="page-heading">
        <div className="container">
          <h1>{words.heading}</h1>
        </div>
      </div>
      <section className="container py-5 not-found">
        <p className="lead">{words.text}</p>
        <div className="d-flex flex-wrap gap-3 mb-4">
          <QuoteButton className="btn btn-lg btn-primary" />
          <CallButton className="btn btn-lg btn-outline-primary" text={words.callText} />
        </div>
        {services.length > 0 && (
          <nav aria-labelledby="not-found-services">
            <h2 id="not-found-services">{words.servicesHeading}</h2>
            <ul className="not-found-services">
              {services.map((s) => (
                <li key={s.url}>
                  <SmartLink href={s.url}>{s.title}</SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </section>
    </>
  );
}
