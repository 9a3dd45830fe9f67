// A picture marked `sample: true` (a stand-in until a photo of the business's own work is
// taken) says so in its alt text: "Our van (Example photo)", in the site's wording
// (wording.samplePhoto). `npm run validate` warns, and the deploy build refuses it
// (src/validate/release-check.ts), so it never reaches the published site.
import type { SiteConfig } from './site-types.generated.ts';
import { findShared } from '../schema/schema-walk.ts';

/** A copy of the site whose sample pictures' alt text names them as examples. */
export function labelSamplePictures(config: SiteConfig): SiteConfig {
  const copy = structuredClone(config);
  const label = copy.wording?.samplePhoto ?? 'Example photo';
  for (const f of findShared(copy)) {
    const image = f.value as { alt?: unknown; sample?: unknown } | null;
    if (f.kind === 'image' && image?.sample === true && typeof image.alt === 'string' && image.alt)
      image.alt = `${image.alt} (${label})`;
  }
  return copy;
}
