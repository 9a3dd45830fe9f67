// @vitest-environment jsdom
// Customer reviews: star rating, avatars, stars animating in once.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import TestimonialsBlock from './TestimonialsBlock.tsx';
import { revealStars, STAR_TRIGGER_ROOT_MARGIN } from '../../client/behaviours.ts';
import { avatarColour, initials } from './avatar.ts';
import { loadBlock } from '../../../tests/support/block-from-yaml.ts';
import { mockReducedMotion, renderInSite } from '../../../tests/support/render-block.tsx';

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

  it('gives each name the same initials and colour every time', () => {
    expect(initials('Karen M.')).toBe('KM');
    expect(initials('david')).toBe('D');
    expect(avatarColour('Karen M.')).toBe(avatarColour('Karen M.'));
    expect(avatarColour('Karen M.')).not.toBe(avatarColour('David R.'));
    mockReducedMotion(false);
    renderInSite(<TestimonialsBlock block={block} />);
    const avatar = screen.getByText('KM');
    expect(avatar.style.backgroundColor).not.toBe('');
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

  it('shows the stars without animation under reduced motion', () => {
    mockReducedMotion(true);
    renderInSite(<TestimonialsBlock block={{ ...block, duration: 2 }} />);
    revealStars(document);
    expect((document.querySelector('.testimonials-block') as HTMLElement).dataset.stars).toBe('static');
    expect(observed).toHaveLength(0);
  });
});
