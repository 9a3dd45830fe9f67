import { useSite } from './SiteContext.tsx';

/** On phones, a call button stays in reach at the bottom of the screen. */
export function CallBar() {
  const { business } = useSite();
  return (
    <aside className="call-bar d-lg-none" aria-label="Call us">
      <a className="btn btn-primary w-100" href={business.phoneLink}>
        Call {business.phone}
      </a>
    </aside>
  );
}
