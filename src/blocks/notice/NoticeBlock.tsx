// A callout box: a helpful note (info) or a disclaimer (warning).
import type { BlockProps } from '../types.ts';
import { RichText } from '../../components/RichText.tsx';
import { BlockSection } from '../BlockSection.tsx';

export default function NoticeBlock({ block }: BlockProps<'notice'>) {
  return (
    <BlockSection block={block} as="div" className="container py-3 notice-block">
      <aside
        className={`alert alert-${block.variant} notice notice-${block.variant} mb-0`}
        aria-label={block.title ?? (block.variant === 'warning' ? 'Important' : 'Note')}
      >
        {block.title && <p className="notice-title">{block.title}</p>}
        <RichText className="notice-text" value={block.text} />
      </aside>
    </BlockSection>
  );
}
