// @vitest-environment jsdom
// Cards for the people of the company.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import TeamCardsBlock from './TeamCardsBlock.tsx';
import { renderInSite } from '../../../tests/support/render-block.tsx';
import { avatarTone } from '../../components/avatar.ts';

afterEach(cleanup);

describe('teamCards', () => {
  it("shows a photo when given, and otherwise initials on a tone of the site's colours chosen by the name, like the review avatars", () => {
    const { container } = renderInSite(
      <TeamCardsBlock
        block={{
          type: 'teamCards',
          members: [
            {
              name: 'Danielle Broussard',
              role: 'Partner',
              image: { src: '/images/team/danielle.jpg', alt: 'Danielle smiling', width: 400, height: 300 },
              sample: false,
            },
            { name: 'Ryan Landry', role: 'Division Manager', sample: false },
          ],
          sampleLabel: 'Example',
          sampleNote: 'Not real staff.',
        }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Danielle smiling' }).getAttribute('src')).toBe('/images/team/danielle.jpg');
    const cards = container.querySelectorAll('.team-card');
    expect(cards[0].querySelector('.avatar')).toBeNull();
    const avatar = cards[1].querySelector<HTMLElement>('.avatar')!;
    expect(avatar.textContent).toBe('RL');
    expect(avatar.getAttribute('aria-hidden'), 'the name is read once, from the heading').toBe('true');
    expect(avatar.className).toBe(`avatar avatar-tone-${avatarTone('Ryan Landry')} team-avatar`);
    expect(avatar.getAttribute('style'), 'no colour of its own: the tone is the theme').toBeNull();
    expect(screen.getByRole('heading', { name: 'Ryan Landry' })).toBeTruthy();
  });
});
