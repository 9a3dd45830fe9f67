import type { BlockProps } from '../types.ts';
import { BlockList } from '../BlockList.tsx';

export default function ColumnsBlock({ block }: BlockProps<'columns'>) {
  return (
    <section className="container py-4 columns-block" id={block.id}>
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
    </section>
  );
}
