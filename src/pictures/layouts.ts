// How wide each block shows its pictures, in CSS pixels: what the build's picture pipeline
// (which widths to write), <Picture> (the `sizes` attribute) and the validator (is a file big
// enough?) all read. Each block type states its own in its schema ("x-pictureLayout", listed
// by `npm run gen` in layouts.generated.ts), following its stylesheet: Bootstrap's containers
// are 540/720/960/1140/1320 px wide from 576/768/992/1200/1400 px, with 12 px of padding each
// side (1.5rem gutters). A block type that states none shows them at the container's width.
import { BLOCK_PICTURE_LAYOUTS } from './layouts.generated.ts';

export interface PictureLayout {
  /** The <img sizes> attribute: how wide the picture is shown at each screen width. */
  sizes: string;
  /** The widths, in pixels, written for the srcset (each at most the file's own width). */
  widths: readonly number[];
  /** The widest the block shows it, in CSS pixels: a file narrower than this looks soft. */
  largest: number;
}

const CONTAINER = '(min-width: 1400px) 1296px, (min-width: 1200px) 1116px, (min-width: 992px) 936px';

const OTHER: PictureLayout = { sizes: `${CONTAINER}, calc(100vw - 1.5rem)`, widths: [640, 1280, 1920], largest: 1296 };

/** The layout of a picture inside a block of this type (undefined: not inside a block). */
export function layoutOf(blockType: string | undefined): PictureLayout {
  return (blockType && BLOCK_PICTURE_LAYOUTS[blockType]) || OTHER;
}

/** Raster pictures the pipeline treats: PNG, JPEG, WebP, AVIF (SVG and video stay as they are). */
export const RASTER = /\.(png|jpe?g|webp|avif)$/i;

export function isRaster(src: string): boolean {
  return RASTER.test(src.split(/[?#]/)[0]);
}

/** The srcset widths for a file `sourceWidth` pixels wide: the layout's, never wider than the file. */
export function widthsFor(layout: PictureLayout, sourceWidth: number): number[] {
  const fit = layout.widths.filter((w) => w < sourceWidth);
  return [...fit, Math.min(sourceWidth, layout.widths.at(-1) ?? sourceWidth)].filter(
    (w, i, all) => all.indexOf(w) === i,
  );
}
