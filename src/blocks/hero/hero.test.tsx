// @vitest-environment jsdom
// The page banner: its h1, offer and buttons, picture or video.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import HeroBlock, { isVideo } from './HeroBlock.tsx';
import type { BlockOf } from '../types.ts';
import { renderInSite, site } from '../../../tests/support/render-block.tsx';

afterEach(cleanup);

const hero: BlockOf<'hero'> = {
  type: 'hero',
  title: 'Soft Washing in Covington',
  highlightedText: '$50 off for first-time customers',
  background: { src: '/images/hero-house.svg', alt: 'A clean house', width: 1600, height: 900 },
  callText: 'Call Us',
  buttonText: 'Schedule An Estimate',
  buttonLink: '/contact',
  stars: false,
};

describe('hero', () => {
  it('puts stars before the trust line only when asked to', () => {
    const { container, unmount } = renderInSite(<HeroBlock block={{ ...hero, plainText: 'Since 2004.' }} />);
    expect(container.querySelector('.hero-trust')?.className).toBe('hero-trust');
    unmount();
    const starred = renderInSite(<HeroBlock block={{ ...hero, plainText: 'Rated 5 by 90 customers.', stars: true }} />);
    expect(starred.container.querySelector('.hero-trust')?.classList.contains('hero-trust-stars')).toBe(true);
  });
  it('shows the title as the only h1, the offer, and both buttons', () => {
    renderInSite(<HeroBlock block={hero} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Soft Washing in Covington');
    expect(screen.getByText('$50 off for first-time customers')).toBeTruthy();
    const call = screen.getByRole('link', { name: /Call Us/ });
    expect(call.getAttribute('href')).toBe(site.business.phoneLink);
    expect(call.textContent).toContain(site.business.phone);
    expect(screen.getByRole('link', { name: 'Schedule An Estimate' }).getAttribute('href')).toBe('/contact');
  });
  it('uses a picture with its size for an image, and a muted video for .mp4', () => {
    const { container, unmount } = renderInSite(<HeroBlock block={hero} />);
    const img = screen.getByRole('img', { name: 'A clean house' });
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '900']);
    expect(container.querySelector('video')).toBeNull();
    unmount();
    const { container: c2 } = renderInSite(
      <HeroBlock block={{ ...hero, background: { src: '/media/wash.mp4', alt: '' } }} />,
    );
    const video = c2.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/media/wash.mp4');
    expect(video.muted).toBe(true);
    expect(c2.querySelector('img')).toBeNull();
  });
  it('recognises videos by the file ending only', () => {
    expect(isVideo('/a/b.mp4')).toBe(true);
    expect(isVideo('/a/b.MP4?v=2')).toBe(true);
    expect(isVideo('/a/mp4.svg')).toBe(false);
  });
});
