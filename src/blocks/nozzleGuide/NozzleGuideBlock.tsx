// Nozzle tips: angle, colour swatch and what each is for.
import type { BlockProps } from '../types.ts';
import { RichText } from '../../components/RichText.tsx';
import { BlockSection } from '../BlockSection.tsx';
import { ItemHeading } from '../../components/ItemHeading.tsx';

export default function NozzleGuideBlock({ block }: BlockProps<'nozzleGuide'>) {
  return (
    <BlockSection block={block} className="container py-4 nozzle-guide-block" headingClassName="mb-3">
      {block.intro && <RichText value={block.intro} />}
      <ul className="nozzle-list list-unstyled" role="list">
        {block.nozzles.map((n, i) => (
          <li className="nozzle" key={i}>
            <span className="nozzle-swatch" style={{ backgroundColor: n.swatch }} aria-hidden="true" />
            <div>
              <ItemHeading className="nozzle-title">
                <span className="nozzle-degrees">{n.degrees}°</span> {n.colour}
                {n.label && <span className="nozzle-label"> · {n.label}</span>}
              </ItemHeading>
              <RichText className="nozzle-use" value={n.use} />
            </div>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
