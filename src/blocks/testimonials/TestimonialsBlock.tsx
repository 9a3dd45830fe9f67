// Customer reviews: initials avatar (colour from the name), star rating read out as
// "Rated 5 out of 5", stars animating in once near the viewport (src/client/review-stars.ts:
// no React in the browser for this), and a button. A sample review carries a visible
// Example label; the business's own claim links to its reviews page.
import type { CSSProperties } from 'react';
import type { BlockProps } from '../types.ts';
import { SmartLink } from '../../components/SmartLink.tsx';
import { InitialsAvatar } from '../../components/InitialsAvatar.tsx';
import { useSite } from '../../layout/SiteContext.tsx';
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
  const { business } = useSite();
  const reviews = block.reviews ?? [];
  const anySample = reviews.some((r) => r.sample);
  const style = { '--stars-duration': `${block.duration}s` } as CSSProperties;
  return (
    <BlockSection
      block={block}
      className="testimonials-block py-4 py-md-5"
      inner="container"
      landmark
      headingClassName="section-heading text-center"
      data-stars="static"
      style={style}
    >
      {block.claim && (
        <p className="reviews-claim">
          {/* Drawn only: the claim's words say it. */}
          <span className="stars" aria-hidden="true">
            {[1, 2, 3, 4, 5].map((n) => (
              <Star key={n} filled />
            ))}
          </span>
          {business.reviews ? <SmartLink href={business.reviews.url}>{block.claim}</SmartLink> : block.claim}
        </p>
      )}
      {anySample && <p className="sample-note">{block.sampleNote}</p>}
      {reviews.length > 0 && (
        // On phones the reviews sit side by side and scroll sideways; the box is focusable, so
        // the keyboard can scroll it too. A group, not a region: the section is the landmark.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="testimonial-scroller" role="group" aria-label={block.heading} tabIndex={0}>
          <ul className="row g-4 list-unstyled testimonial-list">
            {reviews.map((r, i) => (
              <li key={i} className="col-md-4 d-flex">
                {/* The card body is the figure itself: a figcaption must be a child of its figure. */}
                <figure className={`testimonial card card-body w-100 mb-0${r.sample ? ' is-sample' : ''}`}>
                  <div className="testimonial-top">
                    {r.sample && <p className="sample-label">{block.sampleLabel}</p>}
                    <div
                      className="stars"
                      role="img"
                      aria-label={block.ratingLabel.replace('{rating}', String(r.rating))}
                    >
                      {[1, 2, 3, 4, 5].map((n) => (
                        <Star key={n} filled={n <= r.rating} />
                      ))}
                    </div>
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
                      <InitialsAvatar name={r.name} />
                    )}
                    <span className="testimonial-name">{r.name}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="text-center mt-4">
        <SmartLink className="btn btn-lg btn-primary" href={block.buttonLink}>
          {block.buttonText}
        </SmartLink>
      </div>
    </BlockSection>
  );
}
