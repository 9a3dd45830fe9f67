// Pressure-washer nozzle tips: angle, colour swatch and what each is for.
import type { BlockProps } from '../types.ts';
import { RichText } from '../../components/RichText.tsx';
import { BlockHeading, headingTag, itemLevel } from '../heading-levels.tsx';

export default function NozzleGuideBlock({ block }: BlockProps<'nozzleGuide'>) {
  const Title = headingTag(itemLevel(block.heading));
  return (
    <section className="container py-4 nozzle-guide-block" id={block.id}>
      <BlockHeading text={block.heading} />
      {block.intro && <RichText value={block.intro} />}
      <ul className="nozzle-list list-unstyled" role="list">
        {block.nozzles.map((n, i) => (
          <li className="nozzle" key={i}>
            <span className="nozzle-swatch" style={{ backgroundColor: n.swatch }} aria-hidden="true" />
            <div>
              <Title className="nozzle-title">
                <span className="nozzle-degrees">{n.degrees}°</span> {n.colour}
                {n.label && <span className="nozzle-label"> · {n.label}</span>}
              </Title>
              <RichText className="nozzle-use" value={n.use} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
