// @vitest-environment jsdom
// Credential logos drifting in a loop.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import LogoStripBlock from './LogoStripBlock.tsx';
import { loadBlock } from '../../../tests/support/block-from-yaml.ts';
import { renderInSite } from '../../../tests/support/render-block.tsx';

afterEach(cleanup);

describe('logoStrip', () => {
  it('lists each logo once for screen readers, with a hidden copy for the seamless loop', () => {
    const logos = [1, 2, 3].map((n) => ({
      src: `/images/badges/${n}.svg`,
      alt: `Badge ${n}`,
      width: 240,
      height: 120,
    }));
    const { container } = renderInSite(
      <LogoStripBlock block={{ type: 'logoStrip', label: 'Credentials', logos, secondsPerLoop: 30 }} />,
    );
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['Badge 1', 'Badge 2', 'Badge 3']);
    expect(container.querySelectorAll('img').length).toBe(6);
    expect(container.querySelector('ul[aria-hidden="true"]')).not.toBeNull();
    expect((container.querySelector('.logo-strip') as HTMLElement).style.getPropertyValue('--logo-loop')).toBe('30s');
  });
  it('takes the schema default, 40 seconds a loop, when site.yaml leaves secondsPerLoop out', () => {
    const { container } = renderInSite(
      <LogoStripBlock
        block={loadBlock('logoStrip', 'label: Credentials\nlogos: [{ src: /images/badges/1.svg, alt: Badge }]')}
      />,
    );
    expect((container.querySelector('.logo-strip') as HTMLElement).style.getPropertyValue('--logo-loop')).toBe('40s');
  });
});
