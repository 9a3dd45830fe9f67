// A picture made locally from a title, for cards whose photo is missing. The same title
// always gives the same picture: colours and shapes come from a hash of the title, and the
// colours are mixes of the theme colours (CSS variables), so they follow site.yaml.
// Decorative: it carries no alt text of its own (the card's title says what it is).

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
  const b = PALETTE[(h >>> 8) % PALETTE.length] === a ? PALETTE[(h % PALETTE.length + 3) % PALETTE.length] : PALETTE[(h >>> 8) % PALETTE.length];
  return [a, b];
}

export function PlaceholderImage({ title, width = 600, height = 400, className }: { title: string; width?: number; height?: number; className?: string }) {
  const h = hashString(title);
  const [from, to] = placeholderColours(title);
  const id = `ph-${h.toString(36)}`;
  const circles = [0, 1, 2].map((i) => {
    const v = hashString(`${title}:${i}`);
    return { cx: (v % 100) / 100 * width, cy: ((v >>> 7) % 100) / 100 * height, r: 40 + ((v >>> 14) % 120) };
  });
  return (
    <svg className={className} viewBox={`0 0 ${width} ${height}`} width={width} height={height} aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: from }} />
          <stop offset="1" style={{ stopColor: to }} />
        </linearGradient>
      </defs>
      <rect width={width} height={height} fill={`url(#${id})`} />
      {circles.map((c, i) => (
        <circle key={i} cx={c.cx} cy={c.cy} r={c.r} fill="#fff" opacity={0.08 + i * 0.04} />
      ))}
      <text x="50%" y="54%" textAnchor="middle" fill="#fff" fontSize={Math.round(height / 5)} fontWeight="700" fontFamily="system-ui, sans-serif" opacity="0.9">
        {title
          .split(/\s+/)
          .map((w) => w[0])
          .join('')
          .slice(0, 3)
          .toUpperCase()}
      </text>
    </svg>
  );
}
