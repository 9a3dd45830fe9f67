import type { BlockProps } from '../types.ts';
import { RichText } from '../../components/RichText.tsx';

export default function RichTextBlock({ block }: BlockProps<'richText'>) {
  return (
    <section className="container py-4 rich-text-block" id={block.id}>
      {block.heading && <h2>{block.heading}</h2>}
      <RichText value={block.text} />
    </section>
  );
}
