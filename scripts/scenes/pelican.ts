// The first site's scenes (sites/pelican/public/images/scenes/, issue 40): one small picture per
// service, in the style of its home hero's house (hero-house.svg), drawn with the kit of
// ./draw.ts in the scene tokens themselves (SCENE_TOKENS), so each file is marked
// data-art="theme" and the build recolours it with no line of business.theme.art.
//   npx tsx scripts/draw-scenes.ts   → writes sites/pelican/public/images/scenes/*.svg
import { SCENE_TOKENS } from '../../src/theme/art-palette.ts';
import { BRICKS, C, createArt, f, H, LINE, SHADE, W } from './draw.ts';

const T = SCENE_TOKENS;
export const art = createArt(T);
// The world the scenes stand in, and the work done in it.
const { add, sky, lawn, tree, shrubs, win, house, van, shopFront } = art;
const { washing, cleanEdge, sparkles, dots, sidingWall, ladder, calendar, streaks } = art;

// Residential: a house being soft-washed, the mildew going where the spray has been.
add(
  'house-washing',
  'Illustration: a Louisiana house being soft-washed, mildew rinsing off the siding',
  sky() +
    tree(60, 170, 1.1) +
    tree(560, 180, 0.9) +
    lawn(280) +
    house({ x: 150, y: 150, w: 300, h: 134, windows: 'two' }) +
    `<rect x="150" y="158" width="96" height="126" fill="${C.grime}" opacity="0.35"/>` +
    streaks(152, 244, 158, 60, C.grime, 0.3, 16) +
    `<polygon points="268,284 332,284 380,360 220,360" fill="${C.concrete}"/>` +
    shrubs([175, 235, 365, 425], 286, 30) +
    washing(96, 350, 150, 290, 250, 200),
);

// Roof washing: black algae streaks on the shingles, half washed off at low pressure.
add(
  'roof-washing',
  'Illustration: a shingle roof half washed, the black algae streaks gone from the clean side',
  sky() +
    tree(40, 200, 0.9) +
    `<polygon points="300,60 590,250 10,250" fill="${T.sDark}"/>` +
    `<polygon points="300,60 590,250 300,250" fill="${T.sMid}"/>` +
    `<path d="${[96, 126, 156, 186, 216].map((y) => `M${f(300 - (y - 60) * 1.526)} ${y}H${f(300 + (y - 60) * 1.526)}`).join('')}" stroke="#000000" stroke-opacity="0.18" stroke-width="${LINE}"/>` +
    `<clipPath id="left"><polygon points="300,60 10,250 280,250 280,60"/></clipPath>` +
    `<g clip-path="url(#left)">${streaks(40, 280, 90, 150, '#1c1c1c', 0.45, 22)}</g>` +
    `<rect x="0" y="250" width="600" height="12" fill="${C.white}"/>` +
    `<rect x="40" y="262" width="520" height="98" fill="${C.siding}"/>` +
    `<rect x="40" y="262" width="520" height="12" ${SHADE}/>` +
    win(90, 288, 60, 56) +
    win(450, 288, 60, 56) +
    washing(200, 360, 262, 282, 300, 150) +
    sparkles([420, 150, 10], [500, 205, 7]),
);

// Residential window cleaning: a squeegee pulling the last haze off a pane, the rest sparkling.
add(
  'window-cleaning',
  'Illustration: a squeegee clearing a window of a two-storey house, the other panes sparkling',
  sidingWall(22, 17, 8) +
    `<rect width="60" height="${H}" fill="${C.sidingShade}"/>` +
    [
      [90, 30],
      [350, 30],
      [90, 200],
      [350, 200],
    ]
      .map(
        ([x, y], i) =>
          `<rect x="${x - 10}" y="${y - 8}" width="180" height="146" fill="${C.white}"/><rect x="${x - 10}" y="${y + 130}" width="180" height="10" fill="${T.p}"/>` +
          win(x, y, 160, 124, { dirty: i === 3 }),
      )
      .join('') +
    `<rect x="350" y="200" width="70" height="124" fill="url(#glass)"/>` +
    `<path d="M370 316L400 210" stroke="#ffffff" stroke-opacity="0.6" stroke-width="${LINE}"/>` +
    `<path d="M416 196V328" stroke="${C.greyDark}" stroke-width="${LINE * 3}" stroke-linecap="round"/>` +
    `<path d="M420 262H470L560 360" stroke="${C.grey}" stroke-width="${LINE * 2}" fill="none" stroke-linecap="round"/>` +
    `<rect x="420" y="254" width="14" height="16" rx="3" fill="${T.p}"/>` +
    shrubs([40, 130, 300, 560], 352, 40) +
    sparkles([200, 70, 11], [150, 260, 9], [470, 90, 10], [380, 240, 8]),
);

// Gutter cleaning: leaves scooped from the gutter, a ladder against the fascia.
add(
  'gutter-cleaning',
  'Illustration: a ladder at a gutter, leaves cleared from one end and the downspout running free',
  sky() +
    tree(520, 120, 1.2) +
    `<polygon points="0,40 600,40 600,150 0,150" fill="${T.sMid}"/>` +
    `<path d="${[62, 84, 106, 128].map((y) => `M0 ${y}H600`).join('')}" stroke="#000000" stroke-opacity="0.18" stroke-width="${LINE}"/>` +
    `<polygon points="0,40 120,40 0,150" fill="${T.sDark}"/>` +
    `<rect y="150" width="600" height="210" fill="${C.siding}"/>` +
    `<path d="${[190, 222, 254, 286, 318, 350].map((y) => `M0 ${y}H600`).join('')}" stroke="${C.lap}" stroke-width="${LINE * 0.5}"/>` +
    `<rect y="150" width="600" height="16" ${SHADE}/>` +
    `<path d="M0 146H600V178Q600 186 592 186H8Q0 186 0 178Z" fill="${C.white}"/>` +
    `<path d="M0 160H600" stroke="${C.lap}" stroke-width="${LINE}"/>` +
    `<rect x="540" y="184" width="26" height="176" fill="${C.white}"/><rect x="540" y="184" width="6" height="176" fill="${C.sidingShade}"/>` +
    `<g fill="${T.s}">${[30, 62, 95, 130, 150].map((x, i) => `<ellipse cx="${x}" cy="${142 - (i % 2) * 5}" rx="16" ry="7" transform="rotate(${((i * 47) % 60) - 30} ${x} 142)"/>`).join('')}</g>` +
    `<g fill="${C.leafLight}">${[48, 112, 172].map((x) => `<ellipse cx="${x}" cy="140" rx="13" ry="6"/>`).join('')}</g>` +
    win(80, 220, 90, 100) +
    ladder(260, 360, 300, 150, 36) +
    `<path d="M330 196q20 0 20 18v34h-40v-34q0-18 20-18Z" fill="${T.p}"/>` +
    `<path d="M314 196Q330 176 346 196" stroke="${C.greyDark}" stroke-width="${LINE}" fill="none"/>` +
    `<g fill="${T.s}"><ellipse cx="330" cy="200" rx="12" ry="5"/></g>` +
    `<g fill="#ffffff" opacity="0.7"><rect x="548" y="348" width="10" height="12"/></g>` +
    sparkles([430, 164, 9]),
);

// Gutter polishing: the outside face of a gutter, tiger-striped on one side, bright on the other.
add(
  'gutter-polishing',
  'Illustration: a gutter being polished by hand, grey streaks on one side and bright white on the other',
  sky() +
    `<polygon points="0,20 600,20 600,130 0,130" fill="${T.sMid}"/>` +
    `<path d="${[44, 68, 92, 116].map((y) => `M0 ${y}H600`).join('')}" stroke="#000000" stroke-opacity="0.18" stroke-width="${LINE}"/>` +
    `<path d="M0 126H600V228Q600 240 588 240H12Q0 240 0 228Z" fill="${C.white}"/>` +
    `<path d="M0 148H600M0 214H600" stroke="${C.lap}" stroke-width="${LINE}"/>` +
    `<clipPath id="g"><rect x="0" y="150" width="300" height="64"/></clipPath>` +
    `<g clip-path="url(#g)">${streaks(0, 300, 150, 56, '#4a4a48', 0.32, 11)}</g>` +
    `<rect y="240" width="600" height="120" fill="${C.siding}"/><rect y="240" width="600" height="14" ${SHADE}/>` +
    `<path d="M0 280H600M0 312H600M0 344H600" stroke="${C.lap}" stroke-width="${LINE * 0.5}"/>` +
    `<g transform="rotate(-8 310 200)"><rect x="280" y="168" width="70" height="46" rx="10" fill="${T.s}"/><rect x="280" y="168" width="70" height="12" rx="6" fill="${T.sMid}"/></g>` +
    `<path d="M380 160H590" stroke="#ffffff" stroke-width="${LINE * 2}" stroke-linecap="round"/>` +
    sparkles([440, 190, 12], [530, 172, 8], [380, 205, 7]),
);

// Holiday lighting: the house at dusk, its roofline strung with lights.
const bulbs = (every: number, ...pts: Array<[number, number]>) => {
  const out: string[] = [];
  const cols = [C.bulbWarm, C.bulbRed, C.bulbWarm, C.bulbGreen];
  let k = 0;
  for (let i = 0; i < pts.length - 1; i++) {
    const [x1, y1] = pts[i];
    const [x2, y2] = pts[i + 1];
    const n = Math.max(1, Math.round(Math.hypot(x2 - x1, y2 - y1) / every));
    for (let j = 0; j < n; j++, k++) {
      const x = x1 + ((x2 - x1) * j) / n;
      const y = y1 + ((y2 - y1) * j) / n;
      out.push(`<circle cx="${f(x)}" cy="${f(y + 4)}" r="4" fill="${cols[k % 4]}"/>`);
    }
  }
  return `<g>${out.join('')}</g>`;
};
add(
  'holiday-lighting',
  'Illustration: a house at dusk with holiday lights along the roofline and in the shrubs',
  `<rect width="${W}" height="${H}" fill="url(#dusk)"/>` +
    dots({ fill: '#ffffff', r: 1.8, opacity: 0.8 }, [60, 40], [140, 80], [250, 30], [470, 60], [560, 110], [380, 24]) +
    `<circle cx="520" cy="52" r="22" fill="${T.sPale}" opacity="0.9"/>` +
    `<rect y="282" width="600" height="78" fill="#25402a"/>` +
    `<g opacity="0.72">${house({ x: 150, y: 150, w: 300, h: 134, windows: 'two' })}</g>` +
    `<g fill="${C.bulbWarm}" opacity="0.85"><rect x="180" y="177" width="48" height="50"/><rect x="372" y="177" width="48" height="50"/></g>` +
    bulbs(15, [128, 154], [300, 58], [472, 154]) +
    bulbs(15, [142, 158], [458, 158]) +
    `<circle cx="300" cy="236" r="13" fill="none" stroke="${C.bulbGreen}" stroke-width="${LINE * 2}"/><circle cx="300" cy="224" r="3" fill="${C.bulbRed}"/>` +
    shrubs([175, 235, 365, 425], 286, 30) +
    bulbs(12, [150, 282], [200, 272], [250, 282]) +
    bulbs(12, [340, 282], [390, 272], [450, 282]) +
    `<polygon points="272,284 328,284 370,360 230,360" fill="${C.concreteDark}" opacity="0.6"/>`,
  `<linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${T.ink}"/><stop offset="1" stop-color="${T.pDark}"/></linearGradient>`,
);

// Residential pressure washing: a driveway, stained where the surface cleaner has not been yet.
add(
  'driveway-washing',
  'Illustration: a driveway being pressure washed, clean stripes beside the stained concrete',
  sky() +
    tree(70, 120, 0.9) +
    `<rect y="150" width="600" height="210" fill="url(#lawn)"/>` +
    house({ x: 330, y: 70, w: 230, h: 90, gable: 60, windows: 'two', door: false }) +
    `<rect x="400" y="100" width="90" height="60" fill="${C.white}"/><path d="M400 115h90M400 130h90M400 145h90" stroke="${C.lap}" stroke-width="${LINE}"/>` +
    `<polygon points="400,160 490,160 600,360 150,360" fill="${C.concrete}"/>` +
    `<clipPath id="d"><polygon points="400,160 445,160 360,360 150,360"/></clipPath>` +
    `<g clip-path="url(#d)"><rect width="600" height="360" fill="${C.grime}" opacity="0.45"/>${[190, 230, 280, 330].map((y, i) => `<ellipse cx="${300 - i * 30}" cy="${y}" rx="${30 + i * 8}" ry="${6 + i * 2}" fill="#3c3a30" opacity="0.35"/>`).join('')}</g>` +
    `<path d="M445 160L360 360" stroke="#ffffff" stroke-opacity="0.7" stroke-width="${LINE}"/>` +
    `<ellipse cx="372" cy="300" rx="46" ry="16" fill="${C.greyDark}"/><ellipse cx="372" cy="294" rx="40" ry="12" fill="${T.p}"/>` +
    `<path d="M372 294L420 220M408 226h26" stroke="${C.greyDark}" stroke-width="${LINE * 2}" stroke-linecap="round"/>` +
    `<path d="M326 300Q260 320 230 360" stroke="${C.grey}" stroke-width="${LINE * 2}" fill="none"/>` +
    shrubs([300, 560], 166, 26) +
    sparkles([520, 300, 10], [470, 220, 7]),
);

// Paver restoration: a paver patio, dull and mossy on one side, warm and sharp on the other.
add(
  'paver-restoration',
  'Illustration: a paver patio restored, dull and mossy on one side, bright with clean joints on the other',
  sky() +
    tree(560, 90, 0.8) +
    house({ x: 60, y: 70, w: 380, h: 90, gable: 50, windows: 'three', door: false }) +
    `<rect y="160" width="600" height="200" fill="url(#pavers)"/>` +
    `<path d="M0 161H600" stroke="${C.concreteDark}" stroke-width="${LINE * 2}"/>` +
    `<rect y="162" width="290" height="198" fill="${C.grime}" opacity="0.45"/>` +
    `<g fill="${C.leafLight}" opacity="0.7">${[
      [40, 200],
      [150, 240],
      [80, 290],
      [220, 320],
      [240, 190],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="26" ry="6"/>`)
      .join('')}</g>` +
    cleanEdge(290, 162, 360) +
    `<ellipse cx="520" cy="340" rx="110" ry="36" fill="${C.leaf}"/><ellipse cx="540" cy="326" rx="70" ry="20" fill="${C.leafLight}"/>` +
    washing(250, 360, 270, 300, 282, 250) +
    sparkles([380, 220, 10], [450, 300, 8], [340, 330, 7]),
  `<pattern id="pavers" width="60" height="40" patternUnits="userSpaceOnUse"><rect width="60" height="40" fill="${T.sPale}"/><path d="M0 1H60M0 21H60M1 0V20M31 20V40" stroke="${T.sDark}" stroke-opacity="0.5" stroke-width="${LINE}"/><rect x="4" y="4" width="23" height="14" fill="${T.s}" opacity="0.35"/><rect x="34" y="24" width="23" height="14" fill="${T.s}" opacity="0.25"/></pattern>`,
);

// Red clay and rust: a new slab and wall base, orange tire tracks and stains lifted off.
add(
  'red-clay-rust',
  'Illustration: orange red clay tracks and rust stains washed off a new concrete drive and wall',
  sky() +
    `<rect x="0" y="60" width="600" height="160" fill="${C.siding}"/>` +
    `<path d="M0 92H600M0 124H600M0 156H600M0 188H600" stroke="${C.lap}" stroke-width="${LINE * 0.5}"/>` +
    `<rect x="0" y="54" width="600" height="10" fill="${C.white}"/><rect y="64" width="600" height="12" ${SHADE}/>` +
    `<rect x="300" y="96" width="200" height="124" fill="${C.white}"/><path d="M300 127h200M300 158h200M300 189h200" stroke="${C.lap}" stroke-width="${LINE}"/>` +
    `<path d="M60 220V110" stroke="${C.grey}" stroke-width="${LINE * 2}"/><circle cx="60" cy="106" r="6" fill="${C.greyDark}"/>` +
    `<path d="M60 110Q40 150 30 220H90Q80 150 60 110Z" fill="${C.rust}" opacity="0.45"/>` +
    `<polygon points="0,220 600,220 600,360 0,360" fill="${C.concrete}"/>` +
    `<path d="M0 222H600" stroke="${C.concreteDark}" stroke-width="${LINE}"/>` +
    `<clipPath id="c"><rect width="250" height="360"/></clipPath>` +
    `<g clip-path="url(#c)" fill="${C.clay}" opacity="0.6"><path d="M330 226C260 260 180 300 60 360H110C210 300 280 262 350 226Z"/><path d="M440 226C380 270 300 320 240 360H290C350 320 420 270 460 226Z"/><ellipse cx="150" cy="250" rx="36" ry="9"/></g>` +
    cleanEdge(250, 220, 360) +
    washing(330, 360, 280, 300, 240, 262) +
    sparkles([420, 300, 10], [530, 250, 7]),
);

// Red clay removal: orange tracks from a job site across a shop's entry walk and brick base.
add(
  'red-clay',
  'Illustration: orange red clay tracked across a brick-fronted entry walk, washed off on one side',
  sky() +
    `<rect y="40" width="600" height="190" fill="${C.siding}"/><rect y="40" width="600" height="30" fill="${T.pDark}"/>` +
    win(60, 90, 200, 90, { bars: false }) +
    win(340, 90, 200, 90, { bars: false }) +
    `<rect y="180" width="600" height="50" fill="url(#bricks)"/>` +
    `<rect y="230" width="600" height="130" fill="${C.concrete}"/><path d="M0 232H600M200 230L170 360M400 230L430 360" stroke="${C.concreteDark}" stroke-width="${LINE}"/>` +
    `<clipPath id="k"><rect width="330" height="360"/></clipPath>` +
    `<g clip-path="url(#k)" fill="${C.clay}" opacity="0.6">${[0, 1, 2, 3, 4, 5, 6].map((i) => `<ellipse cx="${40 + i * 48}" cy="${300 - (i % 2) * 22}" rx="14" ry="8" transform="rotate(-20 ${40 + i * 48} ${300 - (i % 2) * 22})"/>`).join('')}<path d="M0 250Q120 270 330 244V256Q120 284 0 266Z"/><rect y="218" width="330" height="12" opacity="0.7"/></g>` +
    cleanEdge(330, 180, 360) +
    washing(420, 360, 370, 300, 336, 262) +
    sparkles([460, 280, 9], [540, 330, 7]),
  BRICKS,
);

// Rust removal: a sprinkler's rust fan on a stucco wall, half washed away.
add(
  'rust-removal',
  'Illustration: a rust fan from a sprinkler washed off a light stucco wall and walk',
  `<rect width="${W}" height="${H}" fill="${C.siding}"/>` +
    `<rect width="${W}" height="40" fill="${C.sidingShade}"/><rect y="40" width="${W}" height="6" fill="${C.white}"/>` +
    win(380, 80, 150, 120, { bars: false }) +
    `<rect x="370" y="200" width="170" height="10" fill="${C.white}"/>` +
    `<rect y="262" width="600" height="98" fill="${C.concrete}"/><path d="M0 262H600" stroke="${C.concreteDark}" stroke-width="${LINE}"/>` +
    `<rect y="250" width="600" height="14" fill="${C.sidingShade}"/>` +
    `<ellipse cx="180" cy="330" rx="150" ry="30" fill="${C.lawn}"/>` +
    `<rect x="152" y="310" width="8" height="18" fill="${C.greyDark}"/>` +
    `<clipPath id="r"><rect width="220" height="360"/></clipPath>` +
    `<g clip-path="url(#r)" fill="${C.rust}" opacity="0.55">${Array.from({ length: 34 }, (_, i) => {
      const a = Math.PI * (1.12 + (i % 17) * 0.045);
      const r = 120 + (i >= 17 ? 50 : 0) + ((i * 29) % 23);
      return `<ellipse cx="${f(156 + Math.cos(a) * r * 0.9 + 60)}" cy="${f(300 + Math.sin(a) * r * 0.9)}" rx="${4 + (i % 3)}" ry="${7 + (i % 4) * 2}"/>`;
    }).join('')}</g>` +
    cleanEdge(220, 80, 262, 0.85) +
    washing(300, 360, 262, 240, 230, 170) +
    sparkles([300, 110, 9], [480, 290, 8]),
);

// Gum removal: the walk at a shop entrance, dark gum spots lifted where the hot water has been.
add(
  'gum-removal',
  'Illustration: gum spots lifted off the sidewalk at a shop entrance, the clean half bright',
  sky() +
    shopFront(60, 40, 480, 200) +
    `<rect y="240" width="600" height="120" fill="${C.concrete}"/>` +
    `<path d="M0 242H600M150 240L100 360M300 240V360M450 240L500 360" stroke="${C.concreteDark}" stroke-width="${LINE}"/>` +
    `<g fill="#3d3d3a" opacity="0.6">${[
      [40, 270],
      [90, 300],
      [160, 262],
      [60, 335],
      [200, 320],
      [130, 350],
      [250, 280],
    ]
      .map(([x, y], i) => `<ellipse cx="${x}" cy="${y}" rx="${6 + (i % 3) * 2}" ry="${4 + (i % 2)}"/>`)
      .join('')}</g>` +
    `<g fill="${C.white}" opacity="0.5"><ellipse cx="310" cy="300" rx="40" ry="10"/></g>` +
    washing(400, 360, 330, 290, 290, 296) +
    sparkles([430, 280, 9], [540, 320, 7]),
);

// Graffiti removal: a brick wall, the tag half washed away.
add(
  'graffiti-removal',
  'Illustration: spray-paint graffiti being washed off a brick wall, clean brick on one side',
  sky() +
    `<rect y="60" width="600" height="230" fill="url(#bricks)"/>` +
    `<rect y="50" width="600" height="14" fill="${C.concreteDark}"/><rect y="64" width="600" height="10" ${SHADE}/>` +
    `<clipPath id="t"><rect width="330" height="360"/></clipPath>` +
    `<g clip-path="url(#t)" fill="none" stroke-linecap="round" stroke-linejoin="round">` +
    `<path d="M50 210C70 120 110 110 120 160S150 230 180 150S230 100 250 180" stroke="${T.p}" stroke-width="16"/>` +
    `<path d="M250 180C280 120 320 120 350 160S420 230 460 140" stroke="${T.p}" stroke-width="16"/>` +
    `<path d="M70 240C140 220 220 250 300 225S420 200 480 230" stroke="${T.s}" stroke-width="9"/>` +
    `<path d="M100 110l20 30M160 100l-10 40M220 120l30 10" stroke="#d6336c" stroke-width="8"/>` +
    `</g>` +
    cleanEdge(330, 60, 290) +
    `<rect y="290" width="600" height="70" fill="${C.concrete}"/><path d="M0 292H600" stroke="${C.concreteDark}" stroke-width="${LINE}"/>` +
    washing(430, 360, 372, 270, 336, 190) +
    sparkles([470, 120, 10], [540, 220, 8]),
  BRICKS,
);

// New construction: a new building with scaffolding, its drive washed of mud before handover.
add(
  'construction-clean-up',
  'Illustration: a finished new building with its scaffolding, the muddy drive being washed before handover',
  sky() +
    `<rect y="230" width="600" height="130" fill="#9c7a55"/>` +
    `<rect x="110" y="70" width="380" height="170" fill="${C.siding}"/>` +
    `<rect x="110" y="70" width="40" height="170" fill="${C.sidingShade}"/>` +
    `<rect x="100" y="60" width="400" height="14" fill="${C.white}"/>` +
    [150, 240, 330, 420].map((x) => win(x, 100, 50, 50)).join('') +
    [150, 330, 420].map((x) => win(x, 175, 50, 50)).join('') +
    `<rect x="240" y="172" width="50" height="68" fill="${T.p}"/>` +
    `<g fill="#ffffff"><rect x="160" y="110" width="12" height="8"/><rect x="430" y="185" width="12" height="8"/></g>` +
    `<path d="M30 240V50M90 240V50M30 100H90M30 160H90M30 50H90M30 100L90 160M90 100L30 160" stroke="${T.s}" stroke-width="${LINE * 1.5}"/>` +
    `<path d="M30 96H96M30 156H96" stroke="${T.sDark}" stroke-width="${LINE * 2}"/>` +
    `<polygon points="230,240 300,240 420,360 160,360" fill="${C.concrete}"/>` +
    `<clipPath id="m"><polygon points="230,240 265,240 250,360 160,360"/></clipPath>` +
    `<g clip-path="url(#m)" fill="#7a5a3a" opacity="0.55"><rect width="600" height="360"/></g>` +
    `<g fill="#7a5a3a" opacity="0.7"><ellipse cx="200" cy="320" rx="16" ry="5"/><ellipse cx="230" cy="280" rx="10" ry="3"/></g>` +
    `<g fill="${C.clay}"><polygon points="520,300 532,260 544,300"/><polygon points="470,320 482,280 494,320"/></g>` +
    `<g fill="#ffffff"><rect x="525" y="280" width="14" height="5"/><rect x="475" y="300" width="14" height="5"/></g>` +
    washing(350, 360, 300, 300, 262, 270) +
    sparkles([360, 115, 9], [200, 205, 7]),
);

// Storefronts: a shop with its awning, display windows gleaming and a clean entry.
add(
  'storefront',
  'Illustration: a storefront with a striped awning, its display windows and door glass freshly cleaned',
  sky() +
    tree(560, 200, 0.7) +
    shopFront(90, 50, 420, 220, T.s) +
    `<rect y="270" width="600" height="90" fill="${C.concrete}"/><path d="M0 272H600M0 320H600" stroke="${C.concreteDark}" stroke-width="${LINE}"/>` +
    `<rect x="270" y="270" width="60" height="12" fill="${T.pDark}"/>` +
    `<g fill="${C.leaf}"><ellipse cx="70" cy="262" rx="22" ry="18"/><ellipse cx="530" cy="262" rx="22" ry="18"/></g>` +
    `<g fill="${T.sDark}"><rect x="54" y="262" width="32" height="24"/><rect x="514" y="262" width="32" height="24"/></g>` +
    `<path d="M200 320L160 150" stroke="${C.greyDark}" stroke-width="${LINE * 2}" stroke-linecap="round"/>` +
    `<path d="M140 150H182" stroke="${T.p}" stroke-width="${LINE * 3}" stroke-linecap="round"/>` +
    sparkles([150, 180, 11], [440, 150, 10], [400, 230, 7]),
);

// Commercial: a shopping centre kept clean, the company van parked in front.
add(
  'commercial',
  'Illustration: a small shopping centre with clean storefronts and a service van parked in front',
  sky() +
    `<rect x="20" y="80" width="560" height="190" fill="${C.sidingShade}"/>` +
    `<rect x="240" y="50" width="120" height="40" fill="${C.siding}"/><rect x="232" y="44" width="136" height="10" fill="${C.white}"/>` +
    shopFront(30, 96, 170, 174, T.p) +
    shopFront(215, 96, 170, 174, T.s) +
    shopFront(400, 96, 170, 174, T.p) +
    `<rect y="270" width="600" height="90" fill="${C.asphalt}"/><rect y="270" width="600" height="16" fill="${C.concrete}"/>` +
    `<path d="M60 300L40 360M200 300L190 360M480 300L490 360" stroke="#ffffff" stroke-opacity="0.7" stroke-width="${LINE}"/>` +
    van(240, 272, 0.9) +
    sparkles([100, 200, 9], [470, 190, 9]),
);

// Commercial window cleaning: an office curtain wall, a water-fed pole on the glass.
add(
  'commercial-window-cleaning',
  'Illustration: the glass front of an office building cleaned with a water-fed pole',
  sky() +
    `<rect x="120" y="20" width="420" height="320" fill="${C.siding}"/>` +
    `<rect x="120" y="20" width="30" height="320" fill="${C.sidingShade}"/>` +
    Array.from({ length: 4 }, (_, r) =>
      Array.from({ length: 5 }, (_, c) =>
        win(160 + c * 74, 40 + r * 70, 60, 56, { bars: false, dirty: c < 1 && r > 0 }),
      ).join(''),
    ).join('') +
    `<rect y="320" width="600" height="40" fill="${C.concrete}"/><path d="M0 322H600" stroke="${C.concreteDark}" stroke-width="${LINE}"/>` +
    `<path d="M80 350L200 120" stroke="${C.grey}" stroke-width="${LINE * 2}" stroke-linecap="round"/>` +
    `<path d="M184 112L220 130" stroke="${T.p}" stroke-width="${LINE * 3}" stroke-linecap="round"/>` +
    `<g fill="#ffffff" opacity="0.7"><circle cx="206" cy="136" r="3"/><circle cx="196" cy="146" r="2.5"/></g>` +
    tree(50, 270, 0.7) +
    sparkles([300, 70, 10], [450, 210, 10], [380, 140, 7]),
);

// Commercial pressure washing: the walk of a shopping centre, carts in their corral.
const cart = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})" fill="none" stroke="${C.greyDark}" stroke-width="${LINE}" stroke-linejoin="round">` +
  `<path d="M0 0H16L26 44H80L90 10H20"/><path d="M24 20H86M28 32H82M40 10V44M56 10V44M72 10V44"/>` +
  `<path d="M26 44L30 56H78"/><circle cx="36" cy="62" r="5" fill="${C.greyDark}"/><circle cx="72" cy="62" r="5" fill="${C.greyDark}"/>` +
  `<path d="M-4 0H6" stroke="${T.p}" stroke-width="${LINE * 2}"/></g>`;
add(
  'commercial-pressure-washing',
  'Illustration: a shopping centre walk pressure washed, with shopping carts cleaned in their corral',
  sky() +
    `<rect x="0" y="40" width="600" height="180" fill="${C.sidingShade}"/>` +
    `<rect x="0" y="40" width="600" height="36" fill="${T.pDark}"/>` +
    [30, 200, 370, 540].map((x) => `<rect x="${x}" y="76" width="24" height="150" fill="${C.siding}"/>`).join('') +
    win(70, 110, 110, 110, { bars: false }) +
    win(240, 110, 110, 110, { bars: false }) +
    win(410, 110, 110, 110, { bars: false }) +
    `<rect y="220" width="600" height="140" fill="${C.concrete}"/><path d="M0 222H600" stroke="${C.concreteDark}" stroke-width="${LINE}"/>` +
    `<rect x="0" y="220" width="260" height="140" fill="${C.grime}" opacity="0.3"/>` +
    cleanEdge(260, 220, 360) +
    cart(330, 250) +
    cart(370, 262) +
    cart(410, 274) +
    washing(200, 360, 240, 300, 262, 262) +
    sparkles([460, 250, 9], [560, 300, 8]),
);

// Dryer vent cleaning: the vent hood on the outside wall, a brush rod fed in, lint coming out.
add(
  'dryer-vent',
  'Illustration: a rotary brush fed into a dryer vent on an outside wall, the lint cleared out',
  sidingWall(21, 18, 10) +
    `<rect x="520" width="80" height="${H}" fill="${C.white}"/><rect x="520" width="10" height="${H}" ${SHADE}/>` +
    `<rect x="206" y="96" width="150" height="130" rx="8" fill="#000000" opacity="0.12"/>` +
    `<rect x="200" y="88" width="150" height="130" rx="8" fill="${C.white}"/>` +
    `<rect x="222" y="108" width="106" height="92" rx="6" fill="${C.greyDark}"/>` +
    `<path d="M218 108H332L322 132H228Z" fill="${C.white}"/><path d="M228 132H322" stroke="${C.lap}" stroke-width="${LINE}"/>` +
    `<path d="M275 160C220 190 180 260 120 300S40 330 10 320" stroke="${C.greyDark}" stroke-width="${LINE * 2}" fill="none" stroke-linecap="round"/>` +
    `<g transform="translate(275 160)"><circle r="20" fill="${T.p}"/><path d="M-26 0H26M0 -26V26M-18 -18L18 18M18 -18L-18 18" stroke="${T.pDark}" stroke-width="${LINE}"/></g>` +
    dots({ fill: '#e8e4dc' }, [200, 260, 16], [230, 290, 12], [170, 300, 10], [250, 322, 14]) +
    `<rect y="332" width="600" height="28" fill="${C.lawn}"/>` +
    shrubs([440, 560], 336, 34) +
    sparkles([320, 104, 8]),
);

// Municipal: a town hall with its flag, a clean walk and a playground beside it.
add(
  'municipal',
  'Illustration: a town hall with columns and a flag, a clean sidewalk and a playground beside it',
  sky() +
    tree(560, 200, 0.8) +
    lawn(270) +
    `<polygon points="310,40 470,100 150,100" fill="${C.siding}"/><polygon points="310,40 470,100 310,100" fill="${C.sidingShade}"/>` +
    `<rect x="160" y="100" width="300" height="14" fill="${C.white}"/>` +
    `<rect x="170" y="114" width="280" height="140" fill="${C.siding}"/>` +
    [185, 235, 285, 335, 385, 425]
      .map(
        (x) =>
          `<rect x="${x}" y="114" width="16" height="140" fill="${C.white}"/><rect x="${x}" y="114" width="5" height="140" fill="${C.sidingShade}"/>`,
      )
      .join('') +
    `<rect x="296" y="180" width="30" height="74" fill="${T.p}"/>` +
    `<rect x="150" y="254" width="320" height="10" fill="${C.concreteDark}"/><rect x="140" y="264" width="340" height="10" fill="${C.concrete}"/>` +
    `<path d="M500 274V30" stroke="${C.grey}" stroke-width="${LINE}"/>` +
    `<path d="M502 34H556V70H502Z" fill="${T.p}"/><path d="M502 46H556M502 58H556" stroke="#ffffff" stroke-width="${LINE}"/><rect x="502" y="34" width="22" height="18" fill="${T.s}"/>` +
    `<polygon points="0,360 600,360 480,274 150,274" fill="${C.concrete}"/>` +
    `<path d="M30 280V170H90V280M30 200H90" stroke="${T.s}" stroke-width="${LINE * 2}" fill="none"/>` +
    `<path d="M90 200Q120 200 130 250L140 282" stroke="${T.p}" stroke-width="${LINE * 4}" fill="none" stroke-linecap="round"/>` +
    `<polygon points="20,170 60,140 100,170" fill="${T.p}"/>` +
    sparkles([400, 140, 9], [250, 320, 8]),
);

// Maintenance programmes: the calendar that does the remembering, homes and shops behind it.
add(
  'maintenance',
  'Illustration: a cleaning calendar with the visits ticked off, in front of a clean house and shop',
  sky() +
    lawn(270) +
    house({ x: 340, y: 150, w: 200, h: 124, gable: 64, windows: 'two' }) +
    tree(60, 200, 0.8) +
    calendar(80, 80, 230, 210, [2, 9, 16, 23, 30], 25) +
    sparkles([560, 130, 9]),
);

// Residential maintenance plans: the plan for one home, windows, gutters and washing ticked.
const check = (x: number, y: number) =>
  `<circle cx="${x}" cy="${y}" r="13" fill="${T.p}"/><path d="M${x - 6} ${y}l4 5 8-10" stroke="#ffffff" stroke-width="${LINE}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
add(
  'maintenance-plan',
  'Illustration: a home maintenance plan on a clipboard, windows, gutters and washing ticked, beside a clean house',
  sky() +
    lawn(280) +
    tree(540, 200, 0.9) +
    house({ x: 60, y: 150, w: 240, h: 134, gable: 76, windows: 'two' }) +
    shrubs([90, 270], 288, 26) +
    `<rect x="346" y="70" width="180" height="250" rx="12" fill="#000000" opacity="0.15" transform="translate(6 8)"/>` +
    `<rect x="346" y="70" width="180" height="250" rx="12" fill="${T.sMid}"/>` +
    `<rect x="360" y="88" width="152" height="220" rx="4" fill="${C.white}"/>` +
    `<rect x="404" y="60" width="64" height="26" rx="8" fill="${C.grey}"/>` +
    [130, 190, 250]
      .map(
        (y) =>
          check(388, y) +
          `<rect x="412" y="${y - 9}" width="80" height="7" rx="3" fill="${T.pLight}"/><rect x="412" y="${y + 3}" width="56" height="6" rx="3" fill="${T.pPale}"/>`,
      )
      .join(''),
);

// The FAQ cards: a question asked at the door.
add(
  'questions',
  'Illustration: a speech bubble with a question mark in front of a clean house',
  sky() +
    lawn(280) +
    house({ x: 200, y: 160, w: 260, h: 124, gable: 80, windows: 'two' }) +
    shrubs([230, 430], 288, 28) +
    `<path d="M60 70H220Q240 70 240 90V170Q240 190 220 190H120L84 222V190H60Q40 190 40 170V90Q40 70 60 70Z" fill="${C.white}"/>` +
    `<path d="M118 108Q118 88 140 88Q162 88 162 108Q162 122 140 130V146" stroke="${T.p}" stroke-width="${LINE * 4}" fill="none" stroke-linecap="round"/>` +
    `<circle cx="140" cy="168" r="7" fill="${T.p}"/>`,
);
