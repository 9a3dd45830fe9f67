// What the build's picture pipeline hands <Picture> for one raster picture of site.yaml: the
// size of the real file and the srcset of each format, written into the picture's data
// (`variants`) before the pages render, so islands get them in their props too.
import { isRaster, layoutOf, type PictureLayout } from './layouts.ts';

export interface PictureVariants {
  /** Of the file after its EXIF orientation is applied. */
  width: number;
  height: number;
  sizes: string;
  /** `url 480w, url 768w, …` per format; `fallback` is JPEG, or PNG for a picture with transparency. */
  avif: string;
  webp: string;
  fallback: string;
  fallbackType: 'image/jpeg' | 'image/png';
  /** The fallback at its largest width: the <img src>. */
  src: string;
}

/** A picture of site.yaml as it is drawn: the schema's fields, plus the build's variants. */
export interface DrawnImage {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  variants?: PictureVariants;
  /** On a picture marked sample: true, the words of its visible label (wording.samplePhoto). */
  sampleLabel?: string;
}

/** A raster picture found in the site's blocks, and the layout of the block that shows it. */
export interface FoundPicture {
  src: string;
  layout: PictureLayout;
}

const isPicture = (v: Record<string, unknown>): v is Record<string, unknown> & { src: string; alt: string } =>
  typeof v.src === 'string' && typeof v.alt === 'string';

/**
 * Walks blocks (of any shape) and calls `visit` for each raster picture with the type of the
 * block around it; returns the blocks with each picture replaced by what `visit` returns: a copy
 * of each object or list that holds a replaced picture, the same object where none changed (a
 * copy of every page of a 10,000-page site, made twice per build, was memory for nothing).
 */
export function mapPictures<T>(value: T, visit: (image: DrawnImage, blockType: string | undefined) => DrawnImage): T {
  const walk = (v: unknown, blockType: string | undefined): unknown => {
    if (Array.isArray(v)) {
      let out: unknown[] | undefined;
      for (let i = 0; i < v.length; i++) {
        const next = walk(v[i], blockType);
        if (next !== v[i]) (out ??= [...v])[i] = next;
      }
      return out ?? v;
    }
    if (typeof v !== 'object' || v === null) return v;
    const o = v as Record<string, unknown>;
    if (isPicture(o) && isRaster(o.src)) return visit(o, blockType);
    const inside = typeof o.type === 'string' ? o.type : blockType;
    let out: Record<string, unknown> | undefined;
    for (const k of Object.keys(o)) {
      const next = walk(o[k], inside);
      if (next !== o[k]) (out ??= { ...o })[k] = next;
    }
    return out ?? o;
  };
  return walk(value, undefined) as T;
}

/** Every raster picture of the blocks with its layout (a picture shown by two blocks appears twice). */
export function findPictures(value: unknown): FoundPicture[] {
  const found: FoundPicture[] = [];
  mapPictures(value, (image, blockType) => {
    found.push({ src: image.src, layout: layoutOf(blockType) });
    return image;
  });
  return found;
}
