// A picture made locally from a title, for cards whose photo is missing: a white line icon
// on a gradient, in the same style as the service illustrations, so that a missing photo
// looks intended. The same title always gives the same picture (colours from a hash of the
// title, the icon from its words); the colours are mixes of the theme colours (CSS
// variables), so they follow site.yaml. Decorative: no alt text of its own (the card's title
// says what it is). A real photo replaces it with one `image:` line in site.yaml.
import { ICON_PATHS, iconFor, type IconName } from './placeholder-icons.ts';
import { artCss, PLACEHOLDER_COLOURS } from '../theme/art-palette.ts';

export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const PALETTE = PLACEHOLDER_COLOURS.map(artCss);

export function placeholderColours(title: string): [string, string] {
  const h = hashString(title);
  const a = PALETTE[h % PALETTE.length];
  const b =
    PALETTE[(h >>> 8) % PALETTE.length] === a
      ? PALETTE[((h % PALETTE.length) + 3) % PALETTE.length]
      : PALETTE[(h >>> 8) % PALETTE.length];
  return [a, b];
}

export function PlaceholderImage({
  title,
  icon,
  width = 600,
  height = 400,
  className,
}: {
  title: string;
  icon?: IconName;
  width?: number;
  height?: number;
  className?: string;
}) {
  const h = hashString(title);
  const [from, to] = placeholderColours(title);
  const id = `ph-${h.toString(36)}`;
  const scale = (Math.min(width, height) / 200) * 0.9;
  return (
    <svg
      className={className}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
      data-icon={icon ?? iconFor(title, h)}
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: from }} />
          <stop offset="1" style={{ stopColor: to }} />
        </linearGradient>
      </defs>
      <rect width={width} height={height} fill={`url(#${id})`} />
      <circle cx={width * 0.85} cy={height * 0.18} r={height * 0.35} fill="#fff" opacity="0.06" />
      <circle cx={width * 0.1} cy={height * 0.95} r={height * 0.45} fill="#fff" opacity="0.05" />
      <path
        d={ICON_PATHS[icon ?? iconFor(title, h)]}
        transform={`translate(${width / 2} ${height / 2}) scale(${scale.toFixed(3)})`}
        fill="none"
        stroke="#fff"
        strokeWidth={Math.round(Math.min(width, height) / 50)}
        strokeLinecap="round"
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
