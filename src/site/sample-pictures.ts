// A picture marked `sample: true` (a stand-in until a photo of the business's own work is
// taken) says so, in the site's wording (wording.samplePhoto): on a label drawn over the
// picture, which every visitor sees, and in its alt text ("Our van (Example photo)"), which a
// screen reader reads. `npm run validate` warns, and the deploy build refuses it
// (src/validate/release-check.ts), so it never reaches the published site.
import type { Image, SiteConfig } from './site-types.generated.ts';
import type { DrawnImage } from '../pictures/picture-set.ts';
import { findShared, type Found } from '../schema/schema-walk.ts';

/** The pictures marked sample: true among what the schema walk found in a site, in file order. */
export function samplePicturesIn(found: readonly Found[]): Array<{ path: Found['path']; image: Image }> {
  return found.flatMap((f) => {
    const image = f.value as Image | null;
    return f.kind === 'image' && image?.sample === true ? [{ path: f.path, image }] : [];
  });
}

/**
 * A copy of the site whose sample pictures carry their label (drawn by <Picture>), and whose
 * alt text names them as examples. A decorative one (alt "") keeps its empty alt: its visible
 * label, hidden from screen readers like the picture itself, is all it needs.
 */
export function labelSamplePictures(config: SiteConfig): SiteConfig {
  const copy = structuredClone(config);
  const label = copy.wording.samplePhoto;
  for (const { image } of samplePicturesIn(findShared(copy))) {
    (image as DrawnImage).sampleLabel = label;
    if (image.alt) image.alt = `${image.alt} (${label})`;
  }
  return copy;
}
