// Customer reviews: initials avatar (colour from the name), star rating read out as
// "Rated 5 out of 5", stars animating in once near the viewport (src/client/behaviours.ts:
// no React in the browser for this), and a button.
import type { CSSProperties } from 'react';
import type { BlockProps } from '../types.ts';
import { SmartLink } from '../../components/SmartLink.tsx';
import { avatarColour, initials } from './avatar.ts';
import { BlockSection } from '../BlockSection.tsx';

function Star({ filled }: { filled: boolean }) {
  return (
    <svg
      className={`star${filled ? ' is-filled' : ''}`}
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}

export default function TestimonialsBlock({ block }: BlockProps<'testimonials'>) {
  const style = { '--stars-duration': `${block.duration}s` } as CSSProperties;
  return (
    <BlockSection
      block={block}
      className="testimonials-block py-5"
      inner="container"
      landmark
      headingClassName="section-heading text-center"
      data-stars="static"
      style={style}
    >
      <ul className="row g-4 list-unstyled">
        {block.reviews.map((r, i) => (
          <li key={i} className="col-md-4 d-flex">
            {/* The card body is the figure itself: a figcaption must be a child of its figure. */}
            <figure className="testimonial card card-body w-100 mb-0">
              <div className="stars" role="img" aria-label={block.ratingLabel.replace('{rating}', String(r.rating))}>
                {[1, 2, 3, 4, 5].map((n) => (
                  <Star key={n} filled={n <= r.rating} />
                ))}
              </div>
              <blockquote className="testimonial-review mb-3">
                <p className="mb-0">{r.review}</p>
              </blockquote>
              <figcaption className="testimonial-author mt-auto">
                {r.avatar ? (
                  <img
                    className="avatar"
                    src={r.avatar.src}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <span className="avatar" style={{ backgroundColor: avatarColour(r.name) }} aria-hidden="true">
                    {initials(r.name)}
                  </span>
                )}
                <span className="testimonial-name">{r.name}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div className="text-center mt-4">
        <SmartLink className="btn btn-lg btn-primary" href={block.buttonLink}>
          {block.buttonText}
        </SmartLink>
      </div>
    </BlockSection>
  );
}
