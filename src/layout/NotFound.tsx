import { SmartLink } from '../components/SmartLink.tsx';
import { useSite } from './SiteContext.tsx';

export function NotFound() {
  const { business } = useSite();
  return (
    <>
      <div className="page-heading">
        <div className="container">
          <h1>Page not found</h1>
        </div>
      </div>
      <section className="container py-5 not-found">
        <p>There is no page at this address. It may have moved.</p>
        <p>
          <SmartLink href="/">Go to the home page</SmartLink> or call us at{' '}
          <a href={business.phoneLink}>{business.phone}</a>.
        </p>
      </section>
    </>
  );
}
