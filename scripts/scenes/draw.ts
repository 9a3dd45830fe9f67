// The drawing kit of the service scenes (issue 40): the primitives every site's scenes are drawn
// with, in the style of a home hero's house. One palette, one light, one line:
// - colours: the scene tokens a site's set is drawn in (for the first site, SCENE_TOKENS of
//   src/theme/art-palette.ts), which the build turns into the site's theme colours
//   (vite/theme-art.ts), plus fixed colours of the world (white, siding, foliage, concrete,
//   brick) that stay;
// - light: a low sun at the top right; faces turned away from it carry one shadow tone;
// - line: every stroke is LINE wide.
// Each site's scenes are a small file of their own (scripts/scenes/<site folder>.ts) that draws
// with createArt(); scripts/draw-scenes.ts writes them. No words are drawn: a scene's only text
// is its <title>, "Illustration: …", and none is a photo of work.
import { artHex, SCENE_ART, SCENE_TOKENS, type ThemeColours } from '../../src/theme/art-palette.ts';

export const W = 600;
export const H = 360;
export const LINE = 3;

/** Fixed colours of the world (they stay in every theme). */
export const C = {
  white: '#ffffff',
  siding: '#f4f1ea',
  sidingShade: '#e2ddd2',
  lap: '#d3cdbf',
  lawn: '#5b8a40',
  lawnDark: '#3b6a2c',
  leaf: '#2f5a2b',
  leafLight: '#4f7f3c',
  trunk: '#4a3a2a',
  concrete: '#dcd6ca',
  concreteDark: '#bdb6a8',
  asphalt: '#5f646b',
  brick: '#a4553a',
  brickDark: '#8a4530',
  mortar: '#d9c7b5',
  grime: '#6b6a4a',
  clay: '#c2612d',
  rust: '#9a4a1f',
  bulbWarm: '#ffd27a',
  bulbRed: '#e0523f',
  bulbGreen: '#3fae6a',
  grey: '#9aa3ad',
  greyDark: '#4b535c',
  conifer: '#2e4c3c',
  coniferLight: '#4d6e55',
  ridge: '#9fb4c6',
  ridgeSnow: '#f3f7fb',
  sage: '#8f9f7e',
  stone: '#a29d93',
  stoneLight: '#c9c4ba',
  snowShade: '#d5e1ec',
};
export const SHADE = `fill="#000000" opacity="0.14"`;
export const BRICKS = `<pattern id="bricks" width="60" height="28" patternUnits="userSpaceOnUse"><rect width="60" height="28" fill="${C.mortar}"/><rect x="1" y="1" width="56" height="11" fill="${C.brick}"/><rect x="-29" y="15" width="56" height="11" fill="${C.brickDark}"/><rect x="31" y="15" width="56" height="11" fill="${C.brick}"/></pattern>`;

export const f = (n: number) => Math.round(n * 10) / 10;

/** Points written as in SVG, "x,y x,y …" (or "x,y,r …"), as the [x, y] lists the primitives take. */
export const points = (list: string) =>
  list
    .trim()
    .split(/\s+/)
    .map((p) => p.split(',').map(Number) as [number, number]);

/** The colours a set of scenes is drawn in, by name (SCENE_TOKENS names them). */
export type SceneTokens = Record<keyof typeof SCENE_TOKENS, string>;

/**
 * The scene tokens worked out on a theme: each recipe of SCENE_ART as the colour it gives with
 * these theme colours. A site whose scenes are drawn in them lists each with its recipe in
 * business.theme.art (artTable), so its pictures follow the theme when it changes.
 */
export function tokensFor(theme: ThemeColours): SceneTokens {
  const out = {} as SceneTokens;
  for (const [name, token] of Object.entries(SCENE_TOKENS) as Array<[keyof SceneTokens, keyof typeof SCENE_ART]>)
    out[name] = artHex(SCENE_ART[token], theme);
  return out;
}

/** The business.theme.art lines of scenes drawn in tokensFor(theme): each colour and its recipe. */
export function artTable(theme: ThemeColours): Record<string, (typeof SCENE_ART)[keyof typeof SCENE_ART]> {
  const tokens = tokensFor(theme);
  return Object.fromEntries(
    (Object.keys(SCENE_TOKENS) as Array<keyof SceneTokens>).map((name) => [
      tokens[name],
      SCENE_ART[SCENE_TOKENS[name]],
    ]),
  );
}

export interface Scene {
  file: string;
  title: string;
  body: string;
  defs?: string;
  /** The height of its view (W wide), e.g. 337.5 for a 16:9 hero; default H. */
  viewHeight?: number;
  /** Its width and height attributes; default W and H. */
  size?: [number, number];
}

export interface ArtOptions {
  /** The sky's gradient, top to bottom. Default: the primary colour's light and pale tints. */
  sky?: [string, string];
  /** The glass's gradient (the sky in it). Default: the primary colour's pale and mid tints. */
  glass?: [string, string];
  /** The sun's colour. Default: the secondary colour's pale tint. */
  sun?: string;
  /**
   * Mark each file data-art="theme": drawn in the SCENE_ART tokens themselves, which the build
   * recolours with no line of business.theme.art. Default true; a set drawn in tokensFor(its
   * own theme) says false and lists its colours in business.theme.art instead.
   */
  themed?: boolean;
}

/** A set of scenes drawn in the tokens T: the primitives, and add() to put a scene in the set. */
export function createArt(T: SceneTokens, options: ArtOptions = {}) {
  const [skyTop, skyBottom] = options.sky ?? [T.pLight, T.pPale];
  const [glassA, glassB] = options.glass ?? [T.pPale, T.pMid];
  const themed = options.themed ?? true;
  const sunColour = options.sun ?? T.sPale;
  const scenes: Scene[] = [];
  const add = (file: string, title: string, body: string, defs?: string) => scenes.push({ file, title, body, defs });

  const SKY_DEFS =
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>` +
    `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${glassA}"/><stop offset="1" stop-color="${glassB}"/></linearGradient>` +
    `<linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.lawn}"/><stop offset="1" stop-color="${C.lawnDark}"/></linearGradient>` +
    '';

  /** The file of a scene. */
  function svg(s: Scene): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${s.viewHeight ?? H}" width="${s.size?.[0] ?? W}" height="${s.size?.[1] ?? H}"${themed ? ' data-art="theme"' : ''} role="img">\n` +
      `<title>${s.title}</title>\n` +
      `<defs>${SKY_DEFS}${s.defs ?? ''}</defs>\n${s.body}\n</svg>\n`
    );
  }

  // ---- the world -------------------------------------------------------------------------

  function sky(sun = true): string {
    return (
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      (sun ? `<circle cx="528" cy="58" r="30" fill="${sunColour}"/>` : '') +
      `<g fill="#ffffff" opacity="0.55"><ellipse cx="110" cy="56" rx="58" ry="12"/><ellipse cx="150" cy="46" rx="34" ry="11"/><ellipse cx="390" cy="40" rx="64" ry="10"/></g>`
    );
  }

  function lawn(y: number): string {
    return `<rect y="${y}" width="${W}" height="${H - y}" fill="url(#lawn)"/>`;
  }

  /** A broad tree: trunk, a dark crown and its sunlit right side. */
  function tree(x: number, y: number, s = 1): string {
    return (
      `<rect x="${f(x - 7 * s)}" y="${f(y)}" width="${f(14 * s)}" height="${f(70 * s)}" fill="${C.trunk}"/>` +
      `<g fill="${C.leaf}"><ellipse cx="${x}" cy="${f(y - 10 * s)}" rx="${f(70 * s)}" ry="${f(44 * s)}"/><ellipse cx="${f(x - 44 * s)}" cy="${f(y + 14 * s)}" rx="${f(40 * s)}" ry="${f(24 * s)}"/><ellipse cx="${f(x + 46 * s)}" cy="${f(y + 12 * s)}" rx="${f(42 * s)}" ry="${f(24 * s)}"/></g>` +
      `<ellipse cx="${f(x + 22 * s)}" cy="${f(y - 24 * s)}" rx="${f(40 * s)}" ry="${f(20 * s)}" fill="${C.leafLight}"/>`
    );
  }

  function shrubs(xs: number[], y: number, r = 26): string {
    return (
      `<g fill="${C.leaf}">${xs.map((x) => `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${f(r * 0.55)}"/>`).join('')}</g>` +
      `<g fill="${C.leafLight}">${xs.map((x) => `<ellipse cx="${f(x + r * 0.3)}" cy="${f(y - r * 0.2)}" rx="${f(r * 0.5)}" ry="${f(r * 0.25)}"/>`).join('')}</g>`
    );
  }

  /** A window: white frame, glass with the sky in it, muntins, one glint. */
  function win(x: number, y: number, w: number, h: number, { bars = true, dirty = false } = {}): string {
    const g =
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#glass)" stroke="${C.white}" stroke-width="${LINE * 2}"/>` +
      `<path d="M${f(x + w * 0.2)} ${f(y + h * 0.85)} L${f(x + w * 0.55)} ${f(y + h * 0.12)} M${f(x + w * 0.45)} ${f(y + h * 0.9)} L${f(x + w * 0.72)} ${f(y + h * 0.35)}" stroke="#ffffff" stroke-opacity="0.6" stroke-width="${LINE}"/>`;
    const m = bars
      ? `<path d="M${f(x + w / 2)} ${y}V${y + h}M${x} ${f(y + h / 2)}H${x + w}" stroke="${C.white}" stroke-width="${LINE}"/>`
      : '';
    const d = dirty ? `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${C.grime}" opacity="0.45"/>` : '';
    return g + d + m;
  }

  interface HouseOpts {
    x: number;
    y: number; // top of the wall
    w: number;
    h: number;
    gable?: number; // height of the gable
    door?: boolean;
    windows?: 'two' | 'three' | 'none';
    porch?: boolean;
  }

  /** The house: a gable in the secondary colour over cream lap siding with white trim. */
  function house(o: HouseOpts): string {
    const { x, y, w, h } = o;
    const r = o.gable ?? w * 0.32;
    const cx = x + w / 2;
    let s =
      `<polygon points="${f(cx)},${f(y - r)} ${f(x + w + 22)},${y + 4} ${f(x - 22)},${y + 4}" fill="${T.sDark}"/>` +
      `<polygon points="${f(cx)},${f(y - r)} ${f(x + w + 22)},${y + 4} ${f(cx)},${y + 4}" fill="${T.sMid}"/>` +
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${C.siding}"/>` +
      `<rect x="${x}" y="${y}" width="${f(w * 0.12)}" height="${h}" fill="${C.sidingShade}"/>`;
    const laps: string[] = [];
    for (let ly = y + 16; ly < y + h; ly += 16) laps.push(`M${x} ${ly}H${x + w}`);
    s += `<path d="${laps.join('')}" stroke="${C.lap}" stroke-width="${LINE * 0.5}"/>`;
    s += `<rect x="${x - 8}" y="${y}" width="${w + 16}" height="8" fill="${C.white}"/>`;
    s += `<rect x="${x}" y="${y + 8}" width="${w}" height="10" ${SHADE}/>`;
    const ww = Math.min(56, w * 0.16);
    const wy = y + h * 0.2;
    if (o.windows !== 'none') {
      s += win(f(x + w * 0.1), f(wy), f(ww), f(ww * 1.05));
      s += win(f(x + w * 0.9 - ww), f(wy), f(ww), f(ww * 1.05));
      if (o.windows === 'three') s += win(f(cx - ww / 2), f(wy), f(ww), f(ww * 1.05));
    }
    if (o.door !== false) {
      const dw = Math.min(40, w * 0.12);
      const dy = y + h - dw * 1.9;
      s += `<rect x="${f(cx - dw / 2)}" y="${f(dy)}" width="${f(dw)}" height="${f(dw * 1.9)}" fill="${T.p}"/>`;
      s += `<rect x="${f(cx - dw / 2)}" y="${f(dy)}" width="${f(dw * 0.25)}" height="${f(dw * 1.9)}" ${SHADE}/>`;
      s += `<circle cx="${f(cx + dw * 0.3)}" cy="${f(dy + dw)}" r="2.5" fill="${T.s}"/>`;
    }
    return s;
  }

  /** A jet of water: a fan of white from (x1,y1) to where it lands, with droplets. */
  function spray(x1: number, y1: number, x2: number, y2: number): string {
    const len = Math.hypot(x2 - x1, y2 - y1);
    const nx = (-(y2 - y1) / len) * 26;
    const ny = ((x2 - x1) / len) * 26;
    const drops = [
      [0, 0, 4],
      [nx * 0.8, ny * 0.8, 3],
      [-nx * 0.8, -ny * 0.8, 3],
      [nx * 1.2 + 6, ny * 1.2 - 6, 2.5],
      [-nx * 1.2 - 6, -ny * 1.2 + 4, 2.5],
    ]
      .map(([dx, dy, r]) => `<circle cx="${f(x2 + dx)}" cy="${f(y2 + dy)}" r="${r}"/>`)
      .join('');
    return (
      `<polygon points="${x1},${y1} ${f(x2 + nx)},${f(y2 + ny)} ${f(x2 - nx)},${f(y2 - ny)}" fill="#ffffff" opacity="0.55"/>` +
      `<polygon points="${x1},${y1} ${f(x2 + nx * 0.4)},${f(y2 + ny * 0.4)} ${f(x2 - nx * 0.4)},${f(y2 - ny * 0.4)}" fill="#ffffff" opacity="0.7"/>` +
      `<g fill="#ffffff" opacity="0.8">${drops}</g>`
    );
  }

  /** A wand held from below the frame: the lance with its grip. */
  function wand(x1: number, y1: number, x2: number, y2: number): string {
    return (
      `<path d="M${x1} ${y1}L${x2} ${y2}" stroke="${C.greyDark}" stroke-width="${LINE * 2}" stroke-linecap="round"/>` +
      `<circle cx="${x1}" cy="${y1}" r="7" fill="${T.p}"/>`
    );
  }

  /** The wand from below the frame to its tip (x2,y2), and the spray from there to where it lands (x3,y3). */
  function washing(x1: number, y1: number, x2: number, y2: number, x3: number, y3: number): string {
    return wand(x1, y1, x2, y2) + spray(x2, y2, x3, y3);
  }

  /** The bright line between the cleaned part and the part not yet cleaned, from (x,y1) down to y2. */
  function cleanEdge(x: number, y1: number, y2: number, opacity = 0.8): string {
    return `<path d="M${x} ${y1}V${y2}" stroke="#ffffff" stroke-opacity="${opacity}" stroke-width="${LINE}"/>`;
  }

  /** Four-pointed glints on clean glass or metal: [x, y, size]. */
  function sparkles(...pts: Array<[number, number, number?]>): string {
    return `<g fill="#ffffff">${pts
      .map(
        ([x, y, r = 9]) =>
          `<path d="M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z"/>`,
      )
      .join('')}</g>`;
  }

  /** A ladder from (x1,y1) at the foot to (x2,y2) at the top. */
  function ladder(x1: number, y1: number, x2: number, y2: number, gap = 22): string {
    const n = Math.round(Math.hypot(x2 - x1, y2 - y1) / 24);
    const rungs: string[] = [];
    for (let i = 1; i < n; i++) {
      const t = i / n;
      const x = x1 + (x2 - x1) * t;
      const y = y1 + (y2 - y1) * t;
      rungs.push(`M${f(x)} ${f(y)}h${gap}`);
    }
    return `<path d="M${x1} ${y1}L${x2} ${y2}M${x1 + gap} ${y1}L${x2 + gap} ${y2}${rungs.join('')}" stroke="${C.grey}" stroke-width="${LINE * 1.5}" stroke-linecap="round"/>`;
  }

  /** The company's van: white with a stripe in the theme colours (no words, no logo). */
  function van(x: number, y: number, s = 1): string {
    const t = (n: number) => f(n * s);
    return (
      `<g transform="translate(${x} ${y})">` +
      `<ellipse cx="${t(90)}" cy="${t(72)}" rx="${t(96)}" ry="${t(8)}" fill="#000000" opacity="0.18"/>` +
      `<path d="M0 ${t(64)}V${t(8)}Q0 0 ${t(8)} 0H${t(128)}Q${t(140)} 0 ${t(148)} ${t(10)}L${t(176)} ${t(36)}Q${t(182)} ${t(42)} ${t(182)} ${t(50)}V${t(64)}Z" fill="${C.white}"/>` +
      `<path d="M${t(132)} ${t(8)}H${t(140)}L${t(166)} ${t(34)}H${t(132)}Z" fill="url(#glass)"/>` +
      `<rect x="0" y="${t(38)}" width="${t(182)}" height="${t(10)}" fill="${T.p}"/>` +
      `<rect x="0" y="${t(48)}" width="${t(182)}" height="${t(4)}" fill="${T.s}"/>` +
      `<rect x="0" y="0" width="${t(10)}" height="${t(64)}" ${SHADE}/>` +
      `<g fill="${C.greyDark}"><circle cx="${t(38)}" cy="${t(64)}" r="${t(13)}"/><circle cx="${t(146)}" cy="${t(64)}" r="${t(13)}"/></g>` +
      `<g fill="${C.grey}"><circle cx="${t(38)}" cy="${t(64)}" r="${t(5)}"/><circle cx="${t(146)}" cy="${t(64)}" r="${t(5)}"/></g>` +
      `</g>`
    );
  }

  /** A calendar page: rings, a header in the theme colour, a grid of days with some ticked. */
  function calendar(x: number, y: number, w: number, h: number, ticks: number[], ring?: number): string {
    const head = h * 0.2;
    const cw = w / 7;
    const rh = (h - head) / 5;
    let s =
      `<rect x="${x + 6}" y="${y + 8}" width="${w}" height="${h}" rx="10" fill="#000000" opacity="0.15"/>` +
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${C.white}"/>` +
      `<path d="M${x} ${y + head}V${y + 10}Q${x} ${y} ${x + 10} ${y}H${x + w - 10}Q${x + w} ${y} ${x + w} ${y + 10}V${y + head}Z" fill="${T.p}"/>` +
      `<g fill="${T.pDark}">${[0.25, 0.75].map((r) => `<rect x="${f(x + w * r - 4)}" y="${y - 10}" width="8" height="22" rx="4"/>`).join('')}</g>`;
    const grid: string[] = [];
    for (let i = 1; i < 7; i++) grid.push(`M${f(x + i * cw)} ${f(y + head)}V${y + h}`);
    for (let j = 1; j < 5; j++) grid.push(`M${x} ${f(y + head + j * rh)}H${x + w}`);
    s += `<path d="${grid.join('')}" stroke="${T.pPale}" stroke-width="${LINE * 0.5}"/>`;
    for (const i of ticks) {
      const cx = x + (i % 7) * cw + cw / 2;
      const cy = y + head + Math.floor(i / 7) * rh + rh / 2;
      s += `<path d="M${f(cx - cw * 0.22)} ${f(cy)}l${f(cw * 0.15)} ${f(rh * 0.22)} ${f(cw * 0.3)} ${f(-rh * 0.42)}" stroke="${T.p}" stroke-width="${LINE}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    }
    if (ring !== undefined) {
      const cx = x + (ring % 7) * cw + cw / 2;
      const cy = y + head + Math.floor(ring / 7) * rh + rh / 2;
      s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(Math.min(cw, rh) * 0.42)}" fill="none" stroke="${T.s}" stroke-width="${LINE}"/>`;
    }
    return s;
  }

  /** A flat-topped commercial front: parapet, sign band, shop windows, a door. */
  function shopFront(x: number, y: number, w: number, h: number, awning: string = T.p): string {
    const band = 26;
    let s =
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${C.siding}"/>` +
      `<rect x="${x - 4}" y="${y - 8}" width="${w + 8}" height="10" fill="${C.sidingShade}"/>` +
      `<rect x="${x + 12}" y="${y + 10}" width="${w - 24}" height="${band}" rx="3" fill="${T.pDark}"/>` +
      `<rect x="${f(x + w * 0.3)}" y="${y + 20}" width="${f(w * 0.4)}" height="6" rx="3" fill="${C.white}" opacity="0.85"/>`;
    const ay = y + band + 18;
    const stripes: string[] = [];
    const n = Math.max(4, Math.round(w / 26));
    for (let i = 0; i < n; i += 2)
      stripes.push(
        `<rect x="${f(x + 6 + (i * (w - 12)) / n)}" y="${ay}" width="${f((w - 12) / n)}" height="18" fill="${C.white}"/>`,
      );
    s += `<rect x="${x + 6}" y="${ay}" width="${w - 12}" height="18" fill="${awning}"/>${stripes.join('')}`;
    s += `<path d="M${x + 6} ${ay + 18}h${w - 12}" stroke="${T.pDark}" stroke-width="${LINE}"/>`;
    const gy = ay + 28;
    const gh = y + h - gy;
    const dw = Math.min(40, w * 0.2);
    s += win(x + 14, gy, f((w - dw) / 2 - 22), gh, { bars: false });
    s += win(f(x + (w + dw) / 2 + 8), gy, f((w - dw) / 2 - 22), gh, { bars: false });
    s += `<rect x="${f(x + (w - dw) / 2)}" y="${gy}" width="${f(dw)}" height="${gh}" fill="${T.p}"/>`;
    s += `<rect x="${f(x + (w - dw) / 2 + 5)}" y="${gy + 6}" width="${f(dw - 10)}" height="${f(gh * 0.55)}" fill="url(#glass)"/>`;
    return s;
  }

  /** Dark streaks of grime, hanging from a line. */
  function streaks(x0: number, x1: number, y: number, len: number, colour: string, opacity = 0.5, step = 18): string {
    const d: string[] = [];
    for (let x = x0, i = 0; x < x1; x += step, i++) {
      const l = len * (0.55 + ((i * 37) % 10) / 22);
      d.push(`M${x} ${y}h${f(step * 0.6)}l${f(-step * 0.1)} ${f(l)}q${f(-step * 0.2)} 8 ${f(-step * 0.4)} 0Z`);
    }
    return `<path d="${d.join('')}" fill="${colour}" opacity="${opacity}"/>`;
  }

  /** A far mountain range on the horizon: a pale ridge, snow on its peaks (x of each peak, its height). */
  function ridge(y: number, peaks: Array<[number, number]>, snow = 0.3): string {
    const pts = [`0,${y}`];
    let last = 0;
    for (const [x, h] of peaks) {
      pts.push(`${f((last + x) / 2)},${f(y - h * 0.45)}`, `${x},${y - h}`);
      last = x;
    }
    pts.push(`${W},${f(y - peaks[peaks.length - 1][1] * 0.4)}`, `${W},${y}`);
    const caps = peaks
      .map(([x, h]) => {
        const d = h * snow;
        return `M${x} ${y - h}L${f(x + d * 0.9)} ${f(y - h + d)}l${f(-d * 0.35)} ${f(-d * 0.22)}l${f(-d * 0.3)} ${f(d * 0.2)}l${f(-d * 0.35)} ${f(-d * 0.25)}L${f(x - d * 0.9)} ${f(y - h + d)}Z`;
      })
      .join('');
    return `<polygon points="${pts.join(' ')}" fill="${C.ridge}"/><path d="${caps}" fill="${C.ridgeSnow}"/>`;
  }

  /** A conifer (a juniper or pine): a dark cone from its foot (x,y), h tall, its sunlit right side lighter. */
  function conifer(x: number, y: number, h: number, snow = false): string {
    const w = h * 0.36;
    const tiers = [0, 0.3, 0.55].map((t) => {
      const top = y - h + h * t * 0.9;
      const bottom = y - h * 0.08 - (0.55 - t) * h * 0.35;
      const half = w * (0.55 + t * 0.8);
      return [top, bottom, half] as const;
    });
    let s = `<rect x="${f(x - 4)}" y="${f(y - h * 0.1)}" width="8" height="${f(h * 0.1)}" fill="${C.trunk}"/>`;
    for (const [top, bottom, half] of tiers)
      s +=
        `<polygon points="${x},${f(top)} ${f(x + half)},${f(bottom)} ${f(x - half)},${f(bottom)}" fill="${C.conifer}"/>` +
        `<polygon points="${x},${f(top)} ${f(x + half)},${f(bottom)} ${f(x + half * 0.2)},${f(bottom)}" fill="${C.coniferLight}"/>` +
        (snow
          ? `<path d="M${x} ${f(top)}L${f(x + half * 0.5)} ${f(top + (bottom - top) * 0.5)}Q${x} ${f(top + (bottom - top) * 0.38)} ${f(x - half * 0.5)} ${f(top + (bottom - top) * 0.5)}Z" fill="${C.white}"/>`
          : '');
    return s;
  }

  /** Blades of grass in tufts: short strokes fanning up from each point. */
  function tufts(
    { colour = C.lawnDark, h = 12 }: { colour?: string; h?: number },
    ...pts: Array<[number, number]>
  ): string {
    const d = pts
      .map(
        ([x, y]) => `M${x - 5} ${y - h * 0.6}L${x - 2} ${y}M${x} ${y - h}V${y}M${x + 5} ${y - h * 0.7}L${x + 2} ${y}`,
      )
      .join('');
    return `<path d="${d}" stroke="${colour}" stroke-width="${LINE * 0.7}" stroke-linecap="round" fill="none"/>`;
  }

  /** Round dots in one colour (stars, flowers, snow, lint): [x, y, radius], r where a dot gives none. */
  function dots(
    { fill, r, opacity }: { fill: string; r?: number; opacity?: number },
    ...pts: Array<[number, number, number?]>
  ): string {
    const circles = pts.map(([x, y, size = r]) => `<circle cx="${x}" cy="${y}" r="${size}"/>`).join('');
    return `<g fill="${fill}"${opacity === undefined ? '' : ` opacity="${opacity}"`}>${circles}</g>`;
  }

  /** A wall of lap siding filling the frame: n laps, step apart, the first at y first. */
  function sidingWall(n: number, step: number, first: number): string {
    return (
      `<rect width="${W}" height="${H}" fill="${C.siding}"/>` +
      `<path d="${Array.from({ length: n }, (_, i) => `M0 ${i * step + first}H${W}`).join('')}" stroke="${C.lap}" stroke-width="${LINE * 0.5}"/>`
    );
  }

  return {
    scenes,
    add,
    svg,
    sky,
    lawn,
    tree,
    shrubs,
    win,
    house,
    washing,
    cleanEdge,
    sparkles,
    dots,
    sidingWall,
    ladder,
    van,
    calendar,
    shopFront,
    streaks,
    ridge,
    conifer,
    tufts,
  };
}

export type Art = ReturnType<typeof createArt>;
