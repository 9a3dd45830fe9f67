// Credential and award logos moving sideways one at a time, in a loop (src/client/logo-strip.ts).
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
      {block.logos.map((logo, i) => (
        <li key={i} className="logo-strip-item">
          <Picture image={copy ? { ...logo, alt: '' } : logo} />
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
