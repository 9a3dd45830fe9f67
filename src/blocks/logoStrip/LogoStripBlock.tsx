// Credential and award logos moving sideways one at a time, in a loop (src/client/logo-strip.ts).
// A badge of the business's own claims is words of the page beside a small drawing, inside a
// frame the stylesheet draws: the words wrap inside the frame with whatever font the device has
// (words drawn into an SVG ran past its border with a wider font).
// The list shows twice so the loop has no seam; the copy is hidden from screen readers and hidden entirely
// when motion is reduced (see _logoStrip.scss).
import type { CSSProperties } from 'react';
import { Picture } from '../../components/Picture.tsx';
import type { BlockProps } from '../types.ts';
import { BlockSection } from '../BlockSection.tsx';

export default function LogoStripBlock({ block }: BlockProps<'logoStrip'>) {
  const style = { '--logo-loop': `${block.secondsPerLoop}s` } as CSSProperties;
  const row = (copy: boolean) => (
    <ul className="logo-strip-row" aria-hidden={copy || undefined}>
      {block.logos?.map((logo, i) => (
        <li key={i} className="logo-strip-item">
          <Picture image={copy ? { ...logo, alt: '' } : logo} />
        </li>
      ))}
      {block.badges?.map((badge, i) => (
        <li key={`b${i}`} className="logo-strip-item">
          <div className="trust-badge">
            <Picture image={copy ? { ...badge.emblem, alt: '' } : badge.emblem} className="trust-badge-emblem" />
            <p className="trust-badge-words">
              {badge.kicker && <span className="trust-badge-kicker">{badge.kicker} </span>}
              <span className="trust-badge-main">{badge.words}</span>
              {badge.detail && <span className="trust-badge-detail"> {badge.detail}</span>}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
  return (
    <BlockSection block={block} className="logo-strip" aria-label={block.label} style={style}>
      <div className="logo-strip-track">
        {row(false)}
        {row(true)}
      </div>
    </BlockSection>
  );
}
