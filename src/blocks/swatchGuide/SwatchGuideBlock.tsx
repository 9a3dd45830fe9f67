// A guide of things told apart by their colour: swatch, figure, colour name and what each is for.
import type { BlockProps } from '../types.ts';
import { RichText } from '../../components/RichText.tsx';
import { BlockSection } from '../BlockSection.tsx';
import { ItemHeading } from '../../components/ItemHeading.tsx';

export default function SwatchGuideBlock({ block }: BlockProps<'swatchGuide'>) {
  return (
    <BlockSection block={block} className="container py-4 swatch-guide-block" headingClassName="mb-3">
      {block.intro && <RichText value={block.intro} />}
      <ul className="swatch-list list-unstyled" role="list">
        {block.items.map((item, i) => (
          <li className="swatch-item" key={i}>
            <span className="swatch" style={{ backgroundColor: item.swatch }} aria-hidden="true" />
            <div>
              <ItemHeading className="swatch-title">
                <span className="swatch-figure">{item.figure}</span> {item.colour}
                {item.label && <span className="swatch-label"> · {item.label}</span>}
              </ItemHeading>
              <RichText className="swatch-use" value={item.use} />
            </div>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
