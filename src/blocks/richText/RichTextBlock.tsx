import type { BlockProps } from '../types.ts';

// Plain paragraphs for now; the safe Markdown subset is parsed at build time (see issue 6).
export default function RichTextBlock({ block }: BlockProps<'richText'>) {
  return (
    <section className="container py-4" id={block.id}>
      {block.heading && <h2>{block.heading}</h2>}
      {block.text.split(/\n{2,}/).map((para, i) => (
        <p key={i}>{para}</p>
      ))}
    </section>
  );
}
