// A picture marked `sample: true` (a stand-in until a photo of the business's own work is
// taken) says so, in the site's wording (wording.samplePhoto): on a label drawn over the
// picture, which every visitor sees, and in its alt text ("Our van (Example photo)"), which a
// screen reader reads. `npm run validate` warns, and the deploy build refuses it
// (src/validate/release-check.ts), so it never reaches the published site.
import type { Image, SiteConfig } from './site-types.generated.ts';
import type { DrawnImage } from '../pictures/picture-set.ts';
import { findShared, type Found } from '../schema/schema-walk.ts';
import { setAll } from './data-path.ts';

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
 * label, hidden from screen readers like the picture itself, is all it needs. Only the objects
 * and lists on the way to a sample picture are copied; the rest is shared with `config` (a
 * whole copy of a 10,000-page site was an eighth of a gigabyte held through the build).
 */
export function labelSamplePictures(config: SiteConfig): SiteConfig {
  const label = config.wording.samplePhoto;
  // One labelled copy per picture: a picture shown in two places (a YAML alias) is one object.
  const labelled = new Map<Image, DrawnImage>();
  const changes = samplePicturesIn(findShared(config)).map(({ path, image }) => {
    let copy = labelled.get(image);
    if (!copy) {
      copy = { ...image, sampleLabel: label };
      if (image.alt) copy.alt = `${image.alt} (${label})`;
      labelled.set(image, copy);
    }
    return { path, value: copy };
  });
  return setAll(config, changes);
}
