// @vitest-environment jsdom
// Cards linking to other pages.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import LinkCardsBlock from './LinkCardsBlock.tsx';
import { loadBlock } from '../../../tests/support/block-from-yaml.ts';
import { renderInSite } from '../../../tests/support/render-block.tsx';

afterEach(cleanup);

describe('linkCards', () => {
  it('makes each card one link with its title as the link name', () => {
    renderInSite(
      <LinkCardsBlock
        block={loadBlock('linkCards', {
          cards: [
            { title: 'Gutter Cleaning', text: 'Twice a year.', link: 'residential/gutter-cleaning' },
            { title: 'Reviews', link: 'https://example.org/r', buttonText: 'Read' },
          ],
        })}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0].getAttribute('href')).toBe('/residential/gutter-cleaning');
    expect(links[0].className).toContain('stretched-link');
    expect(links[0].textContent).toBe('Gutter Cleaning');
    expect(links[1].getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('Learn More'), 'the schema default of buttonText').toBeTruthy();
    expect(screen.getByText('Read')).toBeTruthy();
  });
});
