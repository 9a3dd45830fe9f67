// A picture marked `sample: true` (a stand-in until a photo of the business's own work is
// taken) says so in its alt text: "Our van (Example photo)", in the site's wording
// (wording.samplePhoto). `npm run validate` warns, and the deploy build refuses it
// (src/validate/release-check.ts), so it never reaches the published site.
import type { Image, SiteConfig } from './site-types.generated.ts';
import { findShared, type Found } from '../schema/schema-walk.ts';

/** The pictures marked sample: true among what the schema walk found in a site, in file order. */
export function samplePicturesIn(found: readonly Found[]): Array<{ path: Found['path']; image: Image }> {
  return found.flatMap((f) => {
    const image = f.value as Image | null;
    return f.kind === 'image' && image?.sample === true ? [{ path: f.path, image }] : [];
  });
}

/** A copy of the site whose sample pictures' alt text names them as examples. */
export function labelSamplePictures(config: SiteConfig): SiteConfig {
  const copy = structuredClone(config);
  for (const { image } of samplePicturesIn(findShared(copy)))
    if (image.alt) image.alt = `${image.alt} (${copy.wording.samplePhoto})`;
  return copy;
}
