// A full-width band with one wide picture and optional text beside it.
import type { BlockProps } from '../types.ts';
import { Picture } from '../../components/Picture.tsx';
import { RichText } from '../../components/RichText.tsx';
import { BlockSection, SectionHeading } from '../BlockSection.tsx';

export default function ImageBandBlock({ block }: BlockProps<'imageBand'>) {
  const { image } = block;
  const hasText = Boolean(block.heading || block.text);
  return (
    <BlockSection block={block} className="image-band" landmark headingFirst={false}>
      <div className={`container image-band-inner${hasText ? ' has-text' : ''}`}>
        {/* The picture's own box, so a sample picture's label lies on the picture. */}
        <div className="image-band-media">
          <Picture image={image} className="image-band-picture" />
        </div>
        {hasText && (
          <div className="image-band-text">
            <SectionHeading />
            {block.text && <RichText value={block.text} />}
          </div>
        )}
      </div>
    </BlockSection>
  );
}
