// A plain list of links with an optional heading.
import type { BlockProps } from '../types.ts';
import { SmartLink } from '../../components/SmartLink.tsx';
import { BlockSection } from '../BlockSection.tsx';

export default function LinkListBlock({ block }: BlockProps<'linkList'>) {
  return (
    <BlockSection
      block={block}
      as="nav"
      className="container py-4 link-list-block"
      aria-label={block.heading ?? block.label}
    >
      <ul className="link-list">
        {block.links.map((l, i) => (
          <li key={i}>
            <SmartLink href={l.link}>{l.text}</SmartLink>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
