// Reviews, honestly asked for: one link to the business's Google review page, built from its
// place id (business.googlePlaceId), the same for every customer. Nothing here asks first how
// happy the customer was: filtering who is sent to Google breaks Google's review policy.
import type { Business } from './site-types.generated.ts';

export function googleReviewUrl(business: Pick<Business, 'googlePlaceId'>): string | undefined {
  const id = business.googlePlaceId?.trim();
  return id ? `https://search.google.com/local/writereview?placeid=${encodeURIComponent(id)}` : undefined;
}
