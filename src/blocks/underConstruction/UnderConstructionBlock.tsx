import type { BlockProps } from '../types.ts';
import { BlockSection } from '../BlockSection.tsx';

export default function UnderConstructionBlock({ block }: BlockProps<'underConstruction'>) {
  return (
    <BlockSection block={block} className="container py-5 under-construction-block">
      <p className="under-construction lead text-center border rounded-3 p-4 mb-0">{block.text}</p>
    </BlockSection>
  );
}
