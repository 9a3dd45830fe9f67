// A full-width band with one wide picture and optional text beside it.
import { useId } from 'react';
import type { BlockProps } from '../types.ts';
import { RichText } from '../../components/RichText.tsx';

export default function ImageBandBlock({ block }: BlockProps<'imageBand'>) {
  const headingId = useId();
  const { image } = block;
  const hasText = Boolean(block.heading || block.text);
  return (
    <section className="image-band" id={block.id} aria-labelledby={block.heading ? headingId : undefined}>
      <div className={`container image-band-inner${hasText ? ' has-text' : ''}`}>
        <img className="image-band-picture" src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
        {hasText && (
          <div className="image-band-text">
            {block.heading && <h2 id={headingId}>{block.heading}</h2>}
            {block.text && <RichText value={block.text} />}
          </div>
        )}
      </div>
    </section>
  );
}
