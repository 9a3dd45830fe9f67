// The social card's layout, as satori element trees, in two layers: the brand card
// (colour, company, tagline, host; the same on every page of a site) and the big words
// (the page heading, or the tagline on the site card). The brand card is drawn once per
// build and each page only draws its heading onto it (vite/social-card-paint.ts).
//
//   company (top row)          fixed height, measured
//   big words                  centred in the space between, at most 300 px tall
//   tagline, host (bottom)     fixed height, measured
import satori from 'satori';
import type { CardFonts, CardInput } from './social-card.ts';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
const PAD_X = 72;
const PAD_Y = 64;
const INNER_WIDTH = CARD_WIDTH - 2 * PAD_X;
const INNER_HEIGHT = CARD_HEIGHT - 2 * PAD_Y;

export interface Node {
  type: string;
  props: { style: Record<string, unknown>; children?: Node[] | string };
}
const el = (type: string, style: Record<string, unknown>, children?: Node[] | string): Node => ({
  type,
  props: { style, children },
});

/** The words set large: the page heading, or the tagline on the site card. */
export const bigWords = (input: CardInput) => input.heading ?? input.tagline;

const topRow = (input: CardInput) =>
  el('div', { display: 'flex', alignItems: 'center', fontSize: 40, fontWeight: 700 }, [
    el('div', { width: 28, height: 28, borderRadius: 14, background: input.secondary, marginRight: 20 }),
    el('div', { display: 'flex' }, input.company),
  ]);

const bottomBlock = (input: CardInput) =>
  el('div', { display: 'flex', flexDirection: 'column', borderTop: `8px solid ${input.secondary}`, paddingTop: 24 }, [
    ...(input.heading ? [el('div', { display: 'flex', fontSize: 34 }, input.tagline)] : []),
    el('div', { display: 'flex', fontSize: 28, opacity: 0.85, marginTop: input.heading ? 8 : 0 }, input.host),
  ]);

const bigText = (words: string) => {
  const size = words.length > 48 ? 64 : words.length > 28 ? 76 : 88;
  return el(
    'div',
    { display: 'flex', fontSize: size, fontWeight: 700, lineHeight: 1.1, maxHeight: 300, overflow: 'hidden' },
    words,
  );
};

const satoriFonts = (fonts: CardFonts) => [
  { name: 'Roboto', data: fonts.regular, weight: 400 as const, style: 'normal' as const },
  { name: 'Roboto', data: fonts.bold, weight: 700 as const, style: 'normal' as const },
];

/** satori's SVG of a tree; with no height, the SVG is as tall as its content. */
export function toSvg(tree: Node, fonts: CardFonts, size: { width: number; height?: number }): Promise<string> {
  const text = { color: '#ffffff', fontFamily: 'Roboto' };
  const root = { ...tree, props: { ...tree.props, style: { ...text, ...tree.props.style } } };
  return satori(root as never, { ...size, fonts: satoriFonts(fonts) } as never);
}

const svgHeight = (svg: string) => Number(/<svg[^>]*\sheight="([\d.]+)"/.exec(svg)?.[1] ?? NaN);

/** Where the big words go: the box between the top row and the bottom block. */
export interface WordsBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The brand card (everything but the big words) and the box the big words are centred in. */
export async function brandLayer(input: CardInput, fonts: CardFonts): Promise<{ svg: string; box: WordsBox }> {
  // The top row and bottom block keep their natural heights, rounded up to whole pixels so
  // the words layer lands on the same pixels as when the card was laid out in one piece.
  const heightOf = async (tree: Node) => Math.ceil(svgHeight(await toSvg(tree, fonts, { width: INNER_WIDTH })));
  const [top, bottom] = await Promise.all([heightOf(topRow(input)), heightOf(bottomBlock(input))]);
  const box = { left: PAD_X, top: PAD_Y + top, width: INNER_WIDTH, height: INNER_HEIGHT - top - bottom };
  const tree = el('div', { width: CARD_WIDTH, height: CARD_HEIGHT, display: 'flex', background: input.primary }, [
    el('div', { width: INNER_WIDTH, height: INNER_HEIGHT, margin: `${PAD_Y}px ${PAD_X}px`, display: 'flex' }, [
      el('div', { display: 'flex', flexDirection: 'column', width: INNER_WIDTH }, [
        el('div', { display: 'flex', height: top }, [topRow(input)]),
        el('div', { display: 'flex', height: box.height }),
        el('div', { display: 'flex', height: bottom, flexDirection: 'column' }, [bottomBlock(input)]),
      ]),
    ]),
  ]);
  return { svg: await toSvg(tree, fonts, { width: CARD_WIDTH, height: CARD_HEIGHT }), box };
}

/** The big words alone on a transparent layer the size of the box, centred top to bottom. */
export function wordsLayer(input: CardInput, box: WordsBox, fonts: CardFonts): Promise<string> {
  const tree = el(
    'div',
    { display: 'flex', flexDirection: 'column', justifyContent: 'center', width: box.width, height: box.height },
    [bigText(bigWords(input))],
  );
  return toSvg(tree, fonts, { width: box.width, height: box.height });
}

/** The whole card laid out in one piece (as before the layers), for comparing the two. */
export function wholeCard(input: CardInput, fonts: CardFonts): Promise<string> {
  const tree = el('div', { width: CARD_WIDTH, height: CARD_HEIGHT, display: 'flex', background: input.primary }, [
    el(
      'div',
      {
        width: INNER_WIDTH,
        height: INNER_HEIGHT,
        margin: `${PAD_Y}px ${PAD_X}px`,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
      },
      [topRow(input), bigText(bigWords(input)), bottomBlock(input)],
    ),
  ]);
  return toSvg(tree, fonts, { width: CARD_WIDTH, height: CARD_HEIGHT });
}
