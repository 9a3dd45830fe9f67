// The carousel block: rendered on the server, made live in the browser as an island when
// it comes near the viewport (its code and React load only then).
import type { BlockProps } from '../types.ts';
import { Island } from '../../islands/Island.tsx';

export default function CarouselBlock({ block }: BlockProps<'carousel'>) {
  return <Island name="Carousel" when="visible" props={{ block }} />;
}
