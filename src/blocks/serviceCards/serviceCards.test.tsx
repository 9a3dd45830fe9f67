// @vitest-environment jsdom
// Service cards: each whole card is one link.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import ServiceCardsBlock from './ServiceCardsBlock.tsx';
import type { BlockOf } from '../types.ts';
import { renderInSite } from '../../../tests/support/render-block.tsx';

afterEach(cleanup);

describe('serviceCards', () => {
  const block: BlockOf<'serviceCards'> = {
    type: 'serviceCards',
    cards: [
      { title: 'Commercial', description: 'Storefronts.', link: '/commercial', buttonText: 'Commercial Services' },
      {
        title: 'Holiday Lighting',
        link: 'holiday-lighting',
        buttonText: 'Holiday Lighting',
        image: { src: '/images/x.svg', alt: 'Lights', width: 600, height: 360 },
      },
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
    const first = renderInSite(<ServiceCardsBlock block={block} />).container.querySelector(
      '.service-card-image svg',
    )!.outerHTML;
    cleanup();
    const second = renderInSite(<ServiceCardsBlock block={block} />).container.querySelector(
      '.service-card-image svg',
    )!.outerHTML;
    expect(first).toBe(second);
    expect(screen.getByRole('img', { name: 'Lights' })).toBeTruthy();
  });
});
