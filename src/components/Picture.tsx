// A picture of site.yaml (src, alt, width, height) as an <img>. Pictures load lazily and decode
// off the main thread, except the one a visitor sees first (`priority`: the hero's), which the
// browser asks for at once. A raster picture of a build comes with its `variants` (made by
// vite/pictures/build-pictures.ts): it is drawn as a <picture> offering AVIF, WebP and JPEG or
// PNG at the widths its block shows it, and the browser takes the smallest that is sharp
// enough. A sample picture (sample: true) is followed by its label, "Example photo", which the
// stylesheet lays over its top corner (src/styles/_sample-photo.scss). PictureOrPlaceholder
// shows the placeholder made from a title where site.yaml gives no picture.
import type { Image } from '../site/site-types.generated.ts';
import type { DrawnImage } from '../pictures/picture-set.ts';
import type { IconName } from './placeholder-icons.ts';
import { PlaceholderImage } from './PlaceholderImage.tsx';

interface PictureProps {
  image: Image;
  className?: string;
  /** The page's first picture: fetched at once, not lazily. */
  priority?: boolean;
  /** Width and height for a picture whose size site.yaml does not give. */
  size?: readonly [number, number];
}

export function Picture({ image, className, priority = false, size }: PictureProps) {
  const loading = priority
    ? { fetchPriority: 'high' as const }
    : { loading: 'lazy' as const, decoding: 'async' as const };
  const { variants, sampleLabel } = image as DrawnImage;
  const img = (
    <img
      className={className}
      src={variants?.src ?? image.src}
      srcSet={variants?.fallback}
      sizes={variants?.sizes}
      alt={image.alt}
      width={image.width ?? size?.[0]}
      height={image.height ?? size?.[1]}
      {...loading}
    />
  );
  const drawn = variants ? (
    <picture>
      <source type="image/avif" srcSet={variants.avif} sizes={variants.sizes} />
      <source type="image/webp" srcSet={variants.webp} sizes={variants.sizes} />
      {img}
    </picture>
  ) : (
    img
  );
  if (!sampleLabel) return drawn;
  return (
    <>
      {drawn}
      {/* The alt text says it too, for screen readers: this is for the eyes. */}
      <span className="sample-photo-label" aria-hidden="true">
        {sampleLabel}
      </span>
    </>
  );
}

interface PictureOrPlaceholderProps {
  image?: Image;
  /** What the placeholder is made from: the card's title. */
  title: string;
  /** The card picture's width and height: the placeholder's, and a picture's whose size site.yaml does not give. */
  size: readonly [number, number];
  className?: string;
  icon?: IconName;
}

export function PictureOrPlaceholder({ image, title, size, className, icon }: PictureOrPlaceholderProps) {
  return image ? (
    <Picture image={image} className={className} size={size} />
  ) : (
    <PlaceholderImage className={className} title={title} icon={icon} width={size[0]} height={size[1]} />
  );
}
