import { useSite } from './SiteContext.tsx';

export function NotFound() {
  const { business } = useSite();
  return (
    <section className="container py-5 not-found">
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved.</p>
      <p>
        <a href="/">Go to the home page</a> or call us at <a href={business.phoneLink}>{business.phone}</a>.
      </p>
    </section>
  );
}
