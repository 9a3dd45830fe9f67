// @vitest-environment jsdom
// Cards for the people of the company.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import TeamCardsBlock from './TeamCardsBlock.tsx';
import { renderInSite } from '../../../tests/support/render-block.tsx';
import { avatarColour } from '../../components/avatar.ts';

/** The colour as the DOM reports it back (jsdom turns hsl() into rgb()). */
function avatarColourInDom(name: string): string {
  const probe = document.createElement('span');
  probe.style.backgroundColor = avatarColour(name);
  return probe.style.backgroundColor;
}

afterEach(cleanup);

describe('teamCards', () => {
  it('shows a photo when given, and otherwise initials on a colour made from the name, like the review avatars', () => {
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
    expect(cards[0].querySelector('.avatar')).toBeNull();
    const avatar = cards[1].querySelector<HTMLElement>('.avatar')!;
    expect(avatar.textContent).toBe('RL');
    expect(avatar.getAttribute('aria-hidden'), 'the name is read once, from the heading').toBe('true');
    expect(avatar.style.backgroundColor).toBe(avatarColourInDom('Ryan Landry'));
    expect(screen.getByRole('heading', { name: 'Ryan Landry' })).toBeTruthy();
  });
});
