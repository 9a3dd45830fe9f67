import type { BlockProps } from '../types.ts';
import { BlockList } from '../BlockList.tsx';
import { BlockSection } from '../BlockSection.tsx';
import { NestedBlocks } from '../block-place.ts';

export default function ColumnsBlock({ block }: BlockProps<'columns'>) {
  return (
    // A div, not a section: the <aside> (complementary landmark) must not sit inside another landmark.
    <BlockSection block={block} as="div" className="container py-4 columns-block">
      <NestedBlocks.Provider value={true}>
        <div className="row g-4">
          <div className="col-lg columns-main">
            <div className="nested-blocks">
              <BlockList blocks={block.main} />
            </div>
          </div>
          <aside className="col-lg-auto columns-aside">
            <div className="nested-blocks">
              <BlockList blocks={block.aside} />
            </div>
          </aside>
        </div>
      </NestedBlocks.Provider>
    </BlockSection>
  );
}
