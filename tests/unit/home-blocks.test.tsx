// @vitest-environment jsdom
// Behaviour of the home-page blocks: hero, service cards, locations, image band, logo strip.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import HeroBlock, { isVideo } from '../../src/blocks/hero/HeroBlock.tsx';
import ServiceCardsBlock from '../../src/blocks/serviceCards/ServiceCardsBlock.tsx';
import LocationsBlock from '../../src/blocks/locations/LocationsBlock.tsx';
import LogoStripBlock from '../../src/blocks/logoStrip/LogoStripBlock.tsx';
import ImageBandBlock from '../../src/blocks/imageBand/ImageBandBlock.tsx';
import { parseMarkdown } from '../../src/markdown/parse.ts';
import type { BlockOf } from '../../src/blocks/types.ts';
import { mockReducedMotion, renderInSite, site } from './home-blocks-helpers.tsx';

afterEach(cleanup);
mockReducedMotion(false);

const hero: BlockOf<'hero'> = {
  type: 'hero',
  title: 'Soft Washing in Covington',
  highlightedText: '$50 off for first-time customers',
  background: { src: '/images/hero-house.svg', alt: 'A clean house', width: 1600, height: 900 },
  callText: 'Call Us',
  buttonText: 'Schedule An Estimate',
  buttonLink: '/contact',
};

describe('hero', () => {
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
    const { container: c2 } = renderInSite(<HeroBlock block={{ ...hero, background: { src: '/media/wash.mp4', alt: '' } }} />);
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

describe('service cards', () => {
  const block: BlockOf<'serviceCards'> = {
    type: 'serviceCards',
    cards: [
      { title: 'Commercial', description: 'Storefronts.', link: '/commercial', buttonText: 'Commercial Services' },
      { title: 'Holiday Lighting', link: 'holiday-lighting', buttonText: 'Holiday Lighting', image: { src: '/images/x.svg', alt: 'Lights', width: 600, height: 360 } },
    ],
  };
  it('makes each whole card one link with nothing interactive inside', () => {
    const { container } = renderInSite(<ServiceCardsBlock block={block} />);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/commercial', '/holiday-lighting']);
    for (const a of links) expect(a.querySelectorAll('a, button, input, select, textarea').length).toBe(0);
    expect(within(links[0]).getByRole('heading', { name: 'Commercial' })).toBeTruthy();
    expect(container.querySelectorAll('a').length).toBe(2);
  });
  it('draws the same placeholder for the same title when the picture is missing', () => {
    const first = renderInSite(<ServiceCardsBlock block={block} />).container.querySelector('.service-card-image svg')!.outerHTML;
    cleanup();
    const second = renderInSite(<ServiceCardsBlock block={block} />).container.querySelector('.service-card-image svg')!.outerHTML;
    expect(first).toBe(second);
    expect(screen.getByRole('img', { name: 'Lights' })).toBeTruthy();
  });
});

describe('locations', () => {
  it('keeps the towns in a closed disclosure under the button text, in the HTML for search engines', () => {
    const towns = ['Covington', 'Mandeville', 'Slidell'];
    const { container } = renderInSite(<LocationsBlock block={{ type: 'locations', heading: 'Areas We Serve', buttonText: 'See all towns', towns, note: parseMarkdown('Also the Mississippi Gulf Coast.') }} />);
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')?.textContent?.trim()).toBe('See all towns');
    expect([...details.querySelectorAll('li')].map((li) => li.textContent)).toEqual(towns);
    expect(details.textContent).toContain('Mississippi Gulf Coast');
  });
});

describe('logo strip and image band', () => {
  it('lists each logo once for screen readers, with a hidden copy for the seamless loop', () => {
    const logos = [1, 2, 3].map((n) => ({ src: `/images/badges/${n}.svg`, alt: `Badge ${n}`, width: 240, height: 120 }));
    const { container } = renderInSite(<LogoStripBlock block={{ type: 'logoStrip', label: 'Credentials', logos, secondsPerLoop: 30 }} />);
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['Badge 1', 'Badge 2', 'Badge 3']);
    expect(container.querySelectorAll('img').length).toBe(6);
    expect(container.querySelector('ul[aria-hidden="true"]')).not.toBeNull();
    expect((container.querySelector('.logo-strip') as HTMLElement).style.getPropertyValue('--logo-loop')).toBe('30s');
  });
  it('shows the band picture with its alt and size', () => {
    renderInSite(<ImageBandBlock block={{ type: 'imageBand', image: { src: '/images/truck.svg', alt: 'Our truck', width: 1080, height: 300 } }} />);
    const img = screen.getByRole('img', { name: 'Our truck' });
    expect(img.getAttribute('width')).toBe('1080');
  });
});
