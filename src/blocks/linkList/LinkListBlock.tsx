// A plain list of links with an optional heading.
import type { BlockProps } from '../types.ts';
import { SmartLink } from '../../components/SmartLink.tsx';

export default function LinkListBlock({ block }: BlockProps<'linkList'>) {
  return (
    <nav className="container py-4 link-list-block" id={block.id} aria-label={block.heading ?? block.label}>
      {block.heading && <h2>{block.heading}</h2>}
      <ul className="link-list">
        {block.links.map((l, i) => (
          <li key={i}>
            <SmartLink href={l.link}>{l.text}</SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
