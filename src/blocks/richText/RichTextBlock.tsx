import type { BlockProps } from '../types.ts';
import { RichText } from '../../components/RichText.tsx';
import { BlockSection } from '../BlockSection.tsx';

export default function RichTextBlock({ block }: BlockProps<'richText'>) {
  return (
    <BlockSection block={block} className="container py-4 rich-text-block">
      <RichText value={block.text} />
    </BlockSection>
  );
}
