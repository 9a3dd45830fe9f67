// How wide each block shows its pictures, in CSS pixels: the one table the build's picture
// pipeline (which widths to write), <Picture> (the `sizes` attribute) and the validator (is a
// file big enough?) all read. The `sizes` follow each block's stylesheet: Bootstrap's
// containers are 540/720/960/1140/1320 px wide from 576/768/992/1200/1400 px, with 12 px of
// padding each side (1.5rem gutters).

export interface PictureLayout {
  /** The <img sizes> attribute: how wide the picture is shown at each screen width. */
  sizes: string;
  /** The widths, in pixels, written for the srcset (each at most the file's own width). */
  widths: readonly number[];
  /** The widest the block shows it, in CSS pixels: a file narrower than this looks soft. */
  largest: number;
}

const CONTAINER = '(min-width: 1400px) 1296px, (min-width: 1200px) 1116px, (min-width: 992px) 936px';

const FULL_WIDTH: PictureLayout = { sizes: '100vw', widths: [640, 828, 1280, 1920], largest: 1920 };

/** Per block type; a picture elsewhere (or in a block not listed) takes `other`. */
const BY_BLOCK: Record<string, PictureLayout> = {
  // Full-bleed background, cropped to cover.
  hero: FULL_WIDTH,
  // One wide picture, at most 1000 px.
  imageBand: {
    sizes: '(min-width: 1040px) 1000px, calc(100vw - 1.5rem)',
    widths: [480, 768, 1000, 1600, 2000],
    largest: 1000,
  },
  // col-sm-6 col-lg-4 cards.
  serviceCards: {
    sizes:
      '(min-width: 1400px) 416px, (min-width: 1200px) 356px, (min-width: 992px) 296px, (min-width: 768px) 336px, (min-width: 576px) 246px, calc(100vw - 1.5rem)',
    widths: [400, 600, 832],
    largest: 416,
  },
  // col-12 col-sm-6 col-lg-4 col-xl-3 cards.
  teamCards: {
    sizes:
      '(min-width: 1400px) 306px, (min-width: 1200px) 261px, (min-width: 992px) 296px, (min-width: 768px) 336px, (min-width: 576px) 246px, calc(100vw - 1.5rem)',
    widths: [320, 480, 672],
    largest: 336,
  },
  // The slide's picture: beside the text on wide screens, a square on phones.
  carousel: { sizes: '(min-width: 768px) 480px, 40vw', widths: [320, 480, 960], largest: 480 },
  // Logos: at most 200 px wide.
  logoStrip: { sizes: '200px', widths: [200, 400], largest: 200 },
  // The two pictures of a comparison: the width of the figure, at most 960 px.
  beforeAfter: {
    sizes: '(min-width: 1000px) 960px, calc(100vw - 1.5rem)',
    widths: [480, 768, 960, 1440, 1920],
    largest: 960,
  },
};

const OTHER: PictureLayout = { sizes: `${CONTAINER}, calc(100vw - 1.5rem)`, widths: [640, 1280, 1920], largest: 1296 };

/** The layout of a picture inside a block of this type (undefined: not inside a block). */
export function layoutOf(blockType: string | undefined): PictureLayout {
  return (blockType && BY_BLOCK[blockType]) || OTHER;
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
