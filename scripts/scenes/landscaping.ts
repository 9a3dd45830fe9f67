// The example landscaping site's scenes (examples/landscaping/public/images/scenes/): one per
// service and one for the services page, drawn with the kit of ./draw.ts in the style of the
// first site's, in the high desert (a far ridge, junipers, stone).
// Its colours: the scene tokens worked out on its theme (tokensFor), listed with their recipes
// in its business.theme.art (artTable prints them), so the build follows the theme if the
// owner changes it. The sky and the glass are the world's own blue: a green sky over a green
// lawn would read as neither.
//   SITE_DIR=examples/landscaping npx tsx scripts/draw-scenes.ts
//   SITE_DIR=examples/landscaping npx tsx scripts/draw-scenes.ts --art   → its theme.art lines
import { artTable, C, createArt, f, H, LINE, points, SHADE, tokensFor, W } from './draw.ts';

/** The theme the scenes are drawn in: examples/landscaping/site.yaml's own colours. */
export const DRAWN_THEME = { primary: '#2f6b3a', secondary: '#7a4e24' };
const T = tokensFor(DRAWN_THEME);
export const ART = artTable(DRAWN_THEME);

export const art = createArt(T, {
  sky: ['#bfd9ee', '#eef6fc'],
  glass: ['#eef6fc', '#98b9d3'],
  sun: '#fbe6ad',
  themed: false,
});
const { add, sky, lawn, tree, shrubs, house, van, ridge, conifer, tufts, dots } = art;

// Colours of this world that stay in any theme.
const G = {
  stripe: '#6e9c4f',
  mulch: '#4a3526',
  lavender: '#8b6fb5',
  grass: '#b8b46c',
  bloom: '#e2b93f',
  drip: '#2b2b2b',
  water: '#7fb3d5',
};

const peaks: Array<[number, number]> = [
  [90, 52],
  [250, 86],
  [420, 60],
  [560, 74],
];

/** The sky over the far ridge (its foot at y) and the sage flats below it, h deep. */
function horizon(y: number, h: number): string {
  return sky() + ridge(y, peaks) + `<rect y="${y - 10}" width="${W}" height="${h}" fill="${C.sage}"/>`;
}

/** Stepping stones: flat ovals, each with its shadow on the left and its lit top. */
function stones(...pts: Array<[number, number, number]>): string {
  return pts
    .map(
      ([x, y, r]) =>
        `<ellipse cx="${x - 3}" cy="${f(y + 3)}" rx="${r}" ry="${f(r * 0.38)}" fill="#000000" opacity="0.18"/>` +
        `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${f(r * 0.38)}" fill="${C.stoneLight}"/>`,
    )
    .join('');
}

/** A boulder: a grey mound lit from the right. */
function boulder(x: number, y: number, r: number): string {
  return (
    `<path d="M${x - r} ${y}Q${f(x - r * 0.9)} ${f(y - r * 0.9)} ${x} ${f(y - r)}Q${f(x + r * 0.95)} ${f(y - r * 0.8)} ${x + r} ${y}Z" fill="${C.stone}"/>` +
    `<path d="M${x} ${f(y - r)}Q${f(x + r * 0.95)} ${f(y - r * 0.8)} ${x + r} ${y}H${f(x + r * 0.3)}Q${f(x + r * 0.2)} ${f(y - r * 0.6)} ${x} ${f(y - r)}Z" fill="${C.stoneLight}"/>`
  );
}

/** A clump of ornamental grass: a fan of blades from its foot. */
function grass(x: number, y: number, h: number, colour = G.grass): string {
  const d = [-0.9, -0.55, -0.25, 0, 0.3, 0.6, 0.95]
    .map(
      (a) =>
        `M${x} ${y}Q${f(x + a * h * 0.2)} ${f(y - h * 0.6)} ${f(x + a * h * 0.55)} ${f(y - h * (1 - Math.abs(a) * 0.3))}`,
    )
    .join('');
  return `<path d="${d}" stroke="${colour}" stroke-width="${LINE}" fill="none" stroke-linecap="round"/>`;
}

/** Lavender, a plant at each [x, y, height]: thin stems with purple heads. */
function lavender(...plants: Array<[number, number, number]>): string {
  return plants
    .map(([x, y, h]) => {
      const tops = [-0.5, -0.2, 0.1, 0.4, 0.65].map((a, i) => [f(x + a * h * 0.6), f(y - h * (0.8 + (i % 2) * 0.2))]);
      return (
        `<path d="${tops.map(([tx, ty]) => `M${x} ${y}L${tx} ${ty}`).join('')}" stroke="${C.leafLight}" stroke-width="${LINE * 0.6}"/>` +
        `<g fill="${G.lavender}">${tops.map(([tx, ty]) => `<ellipse cx="${tx}" cy="${ty}" rx="3.5" ry="8"/>`).join('')}</g>`
      );
    })
    .join('');
}

/** A bed along a house: its mulch (the outline d) and shrubs at xs on the line y, r wide. */
function bed(d: string, xs: number[], y: number, r: number): string {
  return `<path d="${d}" fill="${G.mulch}"/>` + shrubs(xs, y, r);
}

/** Mown stripes across the lawn, each [y, height]. */
function stripes(...bands: Array<[number, number]>): string {
  return bands
    .map(([y, h]) => `<rect y="${y}" width="${W}" height="${h}" fill="${G.stripe}" opacity="0.75"/>`)
    .join('');
}

// ---- the scenes ---------------------------------------------------------------------------

// Lawn care: a lawn mown in stripes, the mower halfway along a row, the uncut grass ahead of it.
add(
  'lawn-care',
  'Illustration: a lawn being mown in stripes, a house and a juniper behind it',
  horizon(206, 30) +
    conifer(548, 232, 120) +
    conifer(494, 226, 70) +
    house({ x: 40, y: 122, w: 210, h: 102, gable: 62, windows: 'two' }) +
    lawn(222) +
    stripes([222, 12], [248, 18], [298, 36]) +
    // The row being mown: cut behind the mower (left), long and darker ahead of it.
    `<rect x="360" y="266" width="240" height="32" fill="${C.lawnDark}"/>` +
    tufts({ colour: C.leaf, h: 14 }, ...points('380,270 410,284 440,266 470,280 505,270 540,286 572,272')) +
    shrubs([58, 232], 224, 24) +
    `<polygon points="0,318 170,360 0,360" fill="${C.concrete}"/><path d="M0 318L170 360" stroke="${C.white}" stroke-width="${LINE}"/>` +
    // The mower, going left: a white deck, the engine under a cover in the company's colour,
    // the grass bag behind, the handle up to its grip.
    `<g transform="translate(0 -26)">` +
    `<ellipse cx="290" cy="326" rx="80" ry="8" fill="#000000" opacity="0.2"/>` +
    `<path d="M346 296L414 226M358 300L428 232" stroke="${C.greyDark}" stroke-width="${LINE * 2}" stroke-linecap="round"/>` +
    `<path d="M404 220L440 240" stroke="${T.pDark}" stroke-width="${LINE * 4}" stroke-linecap="round"/>` +
    `<path d="M346 308L350 268Q376 254 404 266L400 308Z" fill="${T.s}"/><path d="M346 308L350 268Q358 263 366 261L362 308Z" fill="${T.sMid}"/>` +
    `<path d="M218 320V306Q218 294 232 292H338Q352 294 354 306V320Z" fill="${C.white}"/>` +
    `<path d="M218 320V306Q218 294 232 292H242V320Z" ${SHADE}/>` +
    `<rect x="218" y="310" width="136" height="6" fill="${C.greyDark}"/>` +
    `<path d="M250 292Q252 262 284 260Q316 262 320 292Z" fill="${T.p}"/><path d="M250 292Q252 262 284 260Q268 270 266 292Z" fill="${T.pDark}"/>` +
    `<rect x="272" y="250" width="26" height="12" rx="4" fill="${C.greyDark}"/>` +
    `<g fill="${C.greyDark}"><circle cx="238" cy="322" r="11"/><circle cx="334" cy="322" r="11"/></g>` +
    `<g fill="${C.grey}"><circle cx="238" cy="322" r="4"/><circle cx="334" cy="322" r="4"/></g>` +
    `</g>`,
);

// Garden design: a new bed behind a cedar fence, stepping stones through mulch, a drip line.
add(
  'garden-design',
  'Illustration: a new garden bed with grasses, lavender and a boulder, stepping stones and a drip line',
  sky() +
    ridge(150, peaks.slice(1)) +
    // The fence: cedar boards in the secondary colour, lit from the right.
    `<rect y="120" width="${W}" height="120" fill="${T.s}"/>` +
    `<path d="${Array.from({ length: 20 }, (_, i) => `M${i * 30 + 29} 120V240`).join('')}" stroke="${T.sMid}" stroke-width="${LINE}"/>` +
    `<rect y="112" width="${W}" height="10" fill="${T.sMid}"/><rect y="122" width="${W}" height="8" ${SHADE}/>` +
    conifer(70, 244, 150) +
    tree(520, 150, 0.75) +
    // The bed: mulch, edged in steel, the path of stones through it.
    `<rect y="232" width="${W}" height="128" fill="${G.mulch}"/>` +
    `<path d="M0 244H600" stroke="${C.greyDark}" stroke-width="${LINE}"/>` +
    stones([300, 352, 46], [262, 312, 38], [236, 280, 30], [222, 256, 22]) +
    boulder(430, 272, 46) +
    grass(150, 300, 70) +
    grass(100, 270, 54) +
    grass(372, 292, 56, C.leafLight) +
    lavender([498, 318, 64], [548, 292, 54], [40, 300, 50]) +
    `<g fill="${C.leaf}"><ellipse cx="170" cy="252" rx="26" ry="14"/><ellipse cx="350" cy="258" rx="24" ry="13"/></g>` +
    dots({ fill: G.bloom, r: 4 }, [160, 246], [176, 244], [168, 254], [344, 252], [358, 256]) +
    // A trowel left in the mulch, its handle in the company's colour.
    `<path d="M154 310L168 282Q172 274 180 278Q186 284 180 292L162 314Z" fill="${C.grey}"/><path d="M180 278L198 242" stroke="${T.p}" stroke-width="${LINE * 3}" stroke-linecap="round"/><path d="M180 278L190 258" stroke="${T.pDark}" stroke-width="${LINE}"/>` +
    // Lawn in the front corners, the bed's steel edge curving between them.
    `<path d="M0 322Q90 312 150 360H0Z" fill="url(#lawn)"/><path d="M0 322Q90 312 150 360" stroke="${C.greyDark}" stroke-width="${LINE}" fill="none"/>` +
    `<path d="M600 310Q500 318 440 360H600Z" fill="url(#lawn)"/><path d="M600 310Q500 318 440 360" stroke="${C.greyDark}" stroke-width="${LINE}" fill="none"/>` +
    // The drip line along the front, an emitter watering each plant.
    `<path d="M60 318Q130 312 200 320M350 312Q420 318 480 304" stroke="${G.drip}" stroke-width="${LINE}" fill="none"/>` +
    `<g fill="${G.water}">${[
      [96, 320],
      [160, 320],
      [392, 320],
      [452, 314],
    ]
      .map(([x, y]) => `<path d="M${x} ${y}q4 6 0 9q-4-3 0-9Z"/>`)
      .join('')}</g>`,
);

// Winter work: a tree pruned in the snow, a shrub wrapped for the cold.
add(
  'winter-work',
  'Illustration: a bare tree being pruned with loppers in the snow, beside a shrub wrapped in burlap for the winter',
  sky(false) +
    `<circle cx="528" cy="58" r="26" fill="${C.white}" opacity="0.8"/>` +
    ridge(196, peaks, 0.6) +
    `<rect y="190" width="${W}" height="${H - 190}" fill="${C.white}"/>` +
    `<path d="M0 214Q200 200 600 222V232Q300 214 0 228Z" fill="${C.snowShade}"/>` +
    conifer(70, 250, 140, true) +
    conifer(560, 228, 90, true) +
    // The tree: a bare trunk and its limbs, one being cut.
    `<path d="M300 300V170M300 230L240 170M240 170L214 140M240 170L236 128M300 200L356 140M356 140L392 126M356 140L360 104M300 176L290 96M300 176L322 110" stroke="${C.trunk}" stroke-width="${LINE * 2}" stroke-linecap="round" fill="none"/>` +
    `<path d="M300 300V230" stroke="${C.trunk}" stroke-width="${LINE * 5}" stroke-linecap="round"/>` +
    `<path d="M246 166L214 140M356 140L392 126" stroke="${C.white}" stroke-width="${LINE}" stroke-linecap="round" transform="translate(0 -4)"/>` +
    `<ellipse cx="296" cy="302" rx="60" ry="8" fill="${C.snowShade}"/>` +
    // The loppers: two handles from below the frame, the blades at the limb.
    `<path d="M470 360L396 140M520 360L404 138" stroke="${C.greyDark}" stroke-width="${LINE * 2}" stroke-linecap="round"/>` +
    `<path d="M452 306L432 246M504 316L466 244" stroke="${T.p}" stroke-width="${LINE * 3}" stroke-linecap="round"/>` +
    `<path d="M396 140L384 112Q396 116 402 136ZM404 138L426 118Q418 134 408 142Z" fill="${C.grey}"/>` +
    // The cut end falling.
    `<path d="M392 96L418 78M404 86L410 70" stroke="${C.trunk}" stroke-width="${LINE * 1.5}" stroke-linecap="round"/>` +
    `<path d="M420 96q8 4 12 12M426 88q8 4 12 12" stroke="${C.grey}" stroke-width="${LINE * 0.7}" fill="none" stroke-linecap="round"/>` +
    // A shrub wrapped in burlap, tied with twine.
    `<path d="M176 214L168 196M176 214L178 192M176 214L188 198" stroke="${C.trunk}" stroke-width="${LINE}" stroke-linecap="round"/>` +
    `<path d="M146 320Q132 268 168 222Q176 212 184 222Q220 268 206 320Z" fill="${T.s}"/>` +
    `<path d="M146 320Q132 268 168 222Q172 217 176 216Q154 268 164 320Z" fill="${T.sMid}"/>` +
    `<path d="M162 234Q176 240 190 234M146 270Q176 280 208 270M142 302Q176 312 210 302" stroke="${T.sPale}" stroke-width="${LINE}" fill="none"/>` +
    `<ellipse cx="176" cy="322" rx="42" ry="7" fill="${C.snowShade}"/>` +
    dots({ fill: C.white, r: 3 }, ...points('60,40 150,90 250,50 360,30 460,110 520,170 110,170 410,200')),
);

// The services page: the whole front yard done, the crew's van at the curb.
add(
  'yard',
  'Illustration: a front yard with a mown lawn, planted beds, a stone path and a work van at the curb',
  horizon(190, 50) +
    conifer(560, 236, 130) +
    tree(60, 150, 0.8) +
    house({ x: 150, y: 130, w: 260, h: 100, gable: 72, windows: 'two' }) +
    lawn(228) +
    stripes([244, 18], [280, 22]) +
    // Beds along the house.
    bed('M140 228H420Q430 244 412 248H148Q130 244 140 228Z', [170, 240, 350, 400], 236, 20) +
    lavender([205, 246, 32], [318, 246, 32]) +
    stones([280, 252, 18], [282, 272, 22], [286, 298, 26]) +
    boulder(470, 248, 22) +
    grass(500, 250, 34) +
    // The street and the van.
    `<rect y="312" width="${W}" height="8" fill="${C.concrete}"/><rect y="320" width="${W}" height="40" fill="${C.asphalt}"/>` +
    van(380, 284, 0.95),
);

// The home hero (16:9, shown behind the words: the left 40% fades to white on wide screens, so
// the yard stands in the right half): the finished front yard under the mountains.
art.scenes.push({
  file: 'hero',
  title: 'Illustration: a house with a striped lawn, planted beds and a stone path, mountains behind',
  viewHeight: 337.5,
  size: [1600, 900],
  body:
    horizon(186, 56) +
    conifer(292, 232, 72) +
    conifer(585, 236, 120) +
    tree(250, 176, 0.6) +
    house({ x: 360, y: 140, w: 190, h: 92, gable: 58, windows: 'two' }) +
    lawn(228) +
    stripes([246, 14], [278, 20], [318, 20]) +
    bed('M346 228H564Q572 242 556 246H354Q338 242 346 228Z', [372, 414, 500, 540], 236, 16) +
    lavender([392, 244, 26], [522, 244, 26]) +
    stones([455, 254, 14], [450, 272, 18], [442, 296, 24], [430, 328, 30]) +
    boulder(566, 268, 22) +
    grass(590, 270, 30) +
    grass(336, 264, 32) +
    `<g fill="${G.bloom}"><circle cx="318" cy="262" r="3.5"/><circle cx="330" cy="256" r="3.5"/><circle cx="324" cy="268" r="3.5"/></g>`,
});
