// The banner at the top of a page: background picture or video, the page's h1, one line,
// the offer (plain text, not a button), the main button, a phone button (number from site
// settings) and a trust line under them.
import type { BlockProps } from '../types.ts';
import { Picture } from '../../components/Picture.tsx';
import { SmartLink } from '../../components/SmartLink.tsx';
import { CallButton } from '../../layout/ActionButtons.tsx';
import { BlockSection } from '../BlockSection.tsx';

export function isVideo(src: string): boolean {
  return /\.mp4$/i.test(src.split(/[?#]/)[0]);
}

/** A background video; src/client/motion.ts pauses it for visitors who ask for reduced motion. */
function BackgroundVideo({ src }: { src: string }) {
  return <video className="hero-media" data-motion="" src={src} autoPlay muted loop playsInline aria-hidden="true" />;
}

export default function HeroBlock({ block }: BlockProps<'hero'>) {
  const bg = block.background;
  return (
    <BlockSection block={block} className="hero-block">
      {isVideo(bg.src) ? <BackgroundVideo src={bg.src} /> : <Picture image={bg} className="hero-media" priority />}
      <div className="hero-overlay" aria-hidden="true" />
      <div className="container hero-content">
        <h1 className="hero-title">{block.title}</h1>
        {block.subtitle && <p className="hero-subtitle">{block.subtitle}</p>}
        {block.highlightedText && <p className="hero-offer">{block.highlightedText}</p>}
        <div className="hero-buttons">
          <SmartLink className="btn btn-lg btn-primary hero-cta" href={block.buttonLink}>
            {block.buttonText}
          </SmartLink>
          <CallButton
            className="btn btn-lg btn-outline-primary hero-call"
            text={block.callText}
            numberClassName="hero-phone"
          />
        </div>
        {block.plainText && (
          <p className={block.stars ? 'hero-trust hero-trust-stars' : 'hero-trust'}>{block.plainText}</p>
        )}
      </div>
    </BlockSection>
  );
}
