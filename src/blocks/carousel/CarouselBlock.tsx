// The carousel block: rendered on the server, made live in the browser as an island when it
// comes near the viewport (its browser code, ./carousel.client.ts, loads only then).
import type { BlockProps } from '../types.ts';
import { Island } from '../../islands/Island.tsx';
import Carousel from './Carousel.tsx';
import type { CarouselIslandProps } from './carousel.client.ts';

export default function CarouselBlock({ block }: BlockProps<'carousel'>) {
  const props: CarouselIslandProps = {
    interval: block.interval,
    pauseLabel: block.pauseLabel,
    playLabel: block.playLabel,
  };
  return (
    <Island name="carousel" when="visible" props={props}>
      <Carousel block={block} />
    </Island>
  );
}
