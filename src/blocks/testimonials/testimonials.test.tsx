// @vitest-environment jsdom
// Customer reviews: star rating, avatars, stars animating in once.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import TestimonialsBlock from './TestimonialsBlock.tsx';
import { revealStars, STAR_TRIGGER_ROOT_MARGIN } from '../../client/review-stars.ts';
import { AVATAR_TONES, avatarTone, initials } from '../../components/avatar.ts';
import { loadBlock } from '../../../tests/support/block-from-yaml.ts';
import { mockReducedMotion, renderInSite, site } from '../../../tests/support/render-block.tsx';

afterEach(cleanup);

describe('testimonials', () => {
  // No duration or ratingLabel: the schema's defaults (1 s, "Rated {rating} out of 5") apply.
  const block = loadBlock('testimonials', {
    heading: 'What Our Customers Say',
    reviews: [
      { name: 'Karen M.', review: 'Great.', rating: 5 },
      { name: 'David R.', review: 'On time.', rating: 4 },
    ],
    buttonText: 'Contact Us Today',
    buttonLink: '/contact',
  });
  let observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  beforeEach(() => {
    observed = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observed.push({ callback, options });
        }
        observe() {}
        disconnect() {}
        unobserve() {}
        takeRecords() {
          return [];
        }
      },
    );
  });

  it('reads the stars out as a rating and links the button', () => {
    mockReducedMotion(false);
    renderInSite(<TestimonialsBlock block={block} />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' }).querySelectorAll('.star.is-filled')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Contact Us Today' }).getAttribute('href')).toBe('/contact');
  });

  it("gives each name the same initials and the same tone of the site's colours every time", () => {
    expect(initials('Karen M.')).toBe('KM');
    expect(initials('david')).toBe('D');
    expect(avatarTone('Karen M.')).toBe(avatarTone(' karen m. '));
    const names = ['Karen M.', 'David R.', 'Ann B.', 'Joe T.', 'Mia L.', 'Sam K.', 'Lee W.', 'Ida P.'];
    const tones = new Set(names.map(avatarTone));
    expect(tones.size, 'names spread over the tones').toBeGreaterThan(1);
    expect([...tones].every((t) => Number.isInteger(t) && t >= 0 && t < AVATAR_TONES)).toBe(true);
    mockReducedMotion(false);
    renderInSite(<TestimonialsBlock block={block} />);
    const avatar = screen.getByText('KM');
    expect(avatar.classList.contains(`avatar-tone-${avatarTone('Karen M.')}`)).toBe(true);
  });

  it('animates the stars once, starting 150 px before the block is in view', () => {
    mockReducedMotion(false);
    renderInSite(<TestimonialsBlock block={block} />);
    const section = document.querySelector('.testimonials-block') as HTMLElement;
    expect(section.dataset.stars, 'as rendered on the server').toBe('static');
    revealStars(document);
    expect(section.dataset.stars).toBe('waiting');
    expect(observed).toHaveLength(1);
    expect(observed[0].options?.rootMargin).toBe(STAR_TRIGGER_ROOT_MARGIN);
    expect(STAR_TRIGGER_ROOT_MARGIN).toBe('0px 0px 150px 0px');
    act(() =>
      observed[0].callback(
        [{ isIntersecting: true, target: section } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(section.dataset.stars).toBe('playing');
    expect(section.style.getPropertyValue('--stars-duration')).toBe('1s');
  });

  it('labels every sample review as an example, in words a screen reader reads too', () => {
    mockReducedMotion(false);
    const withSample = loadBlock('testimonials', {
      heading: 'What our customers say',
      reviews: [
        { name: 'Karen M.', review: 'Great.', rating: 5, sample: true },
        { name: 'Real Person', review: 'Real words.', rating: 5 },
      ],
      buttonText: 'Contact Us Today',
      buttonLink: '/contact',
    });
    renderInSite(<TestimonialsBlock block={withSample} />);
    const [sample, real] = screen.getAllByRole('figure');
    expect(sample.textContent).toMatch(/^Example/);
    expect(sample.querySelector('.sample-label')?.closest('[aria-hidden]')).toBeNull();
    expect(real.textContent).not.toMatch(/Example/);
    expect(screen.getByText(/not from real customers/)).toBeTruthy();
  });

  it('shows the claim alone, linked to the reviews page, with no example note', () => {
    mockReducedMotion(false);
    const claimOnly = loadBlock('testimonials', {
      heading: 'What our customers say',
      claim: 'Over 200 five-star reviews',
      buttonText: 'Contact Us Today',
      buttonLink: '/contact',
    });
    renderInSite(<TestimonialsBlock block={claimOnly} />);
    const link = screen.getByRole('link', { name: /Over 200 five-star reviews/ });
    expect(link.getAttribute('href')).toBe(site.business.reviews!.url);
    expect(screen.queryAllByRole('figure')).toHaveLength(0);
    expect(screen.queryByText(/Example/)).toBeNull();
  });

  it('shows the stars without animation under reduced motion', () => {
    mockReducedMotion(true);
    renderInSite(<TestimonialsBlock block={{ ...block, duration: 2 }} />);
    revealStars(document);
    expect((document.querySelector('.testimonials-block') as HTMLElement).dataset.stars).toBe('static');
    expect(observed).toHaveLength(0);
  });
});
