// @vitest-environment jsdom
// A guide of things told apart by colour.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import SwatchGuideBlock from './SwatchGuideBlock.tsx';
import { parseMarkdown as md } from '../../markdown/parse.ts';
import { renderInSite } from '../../../tests/support/render-block.tsx';

afterEach(cleanup);

describe('swatchGuide', () => {
  it('shows each item with its figure, colour swatch, name, label and use', () => {
    const { container } = renderInSite(
      <SwatchGuideBlock
        block={{
          type: 'swatchGuide',
          heading: 'Which tip where',
          items: [
            { figure: '0°', colour: 'Red', swatch: '#d62828', use: md('Never on a house.') },
            { figure: '65°', colour: 'Black', swatch: '#111111', label: 'Soap tip', use: md('Applies soap.') },
          ],
        }}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toContain('0° Red');
    expect(items[1].textContent).toContain('65° Black');
    expect(items[1].textContent).toContain('Soap tip');
    const swatches = container.querySelectorAll<HTMLElement>('.swatch');
    expect(swatches[0].style.backgroundColor).toBe('rgb(214, 40, 40)');
    expect(swatches[1].getAttribute('aria-hidden')).toBe('true');
  });
});
