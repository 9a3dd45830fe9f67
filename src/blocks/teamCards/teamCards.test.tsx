// @vitest-environment jsdom
// Cards for the people of the company.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import TeamCardsBlock from './TeamCardsBlock.tsx';
import { renderInSite } from '../../../tests/support/render-block.tsx';

afterEach(cleanup);

describe('teamCards', () => {
  it('shows a photo when given and a placeholder made from the name otherwise', () => {
    const { container } = renderInSite(
      <TeamCardsBlock
        block={{
          type: 'teamCards',
          members: [
            {
              name: 'Danielle Broussard',
              role: 'Partner',
              image: { src: '/images/team/danielle.jpg', alt: 'Danielle smiling', width: 400, height: 300 },
            },
            { name: 'Ryan Landry', role: 'Division Manager' },
          ],
        }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Danielle smiling' }).getAttribute('src')).toBe('/images/team/danielle.jpg');
    const cards = container.querySelectorAll('.team-card');
    // The missing photo is the person line icon, not initials that could read as a brand.
    expect(cards[1].querySelector('svg')?.getAttribute('data-icon')).toBe('person');
    expect(cards[1].querySelector('svg')?.textContent).toBe('');
    expect(screen.getByRole('heading', { name: 'Ryan Landry' })).toBeTruthy();
  });
});
