// @vitest-environment jsdom
// Pressure-washer nozzle tips.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import NozzleGuideBlock from './NozzleGuideBlock.tsx';
import { parseMarkdown as md } from '../../markdown/parse.ts';
import { renderInSite } from '../../../tests/support/render-block.tsx';

afterEach(cleanup);

describe('nozzleGuide', () => {
  it('shows each tip with its angle, colour swatch and use', () => {
    const { container } = renderInSite(
      <NozzleGuideBlock
        block={{
          type: 'nozzleGuide',
          heading: 'Nozzle Guide',
          nozzles: [
            { degrees: 0, colour: 'Red', swatch: '#d62828', use: md('Never on a house.') },
            { degrees: 65, colour: 'Black', swatch: '#111111', label: 'Soap nozzle', use: md('Applies soap.') },
          ],
        }}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toContain('0° Red');
    expect(items[1].textContent).toContain('65° Black');
    expect(items[1].textContent).toContain('Soap nozzle');
    const swatches = container.querySelectorAll<HTMLElement>('.nozzle-swatch');
    expect(swatches[0].style.backgroundColor).toBe('rgb(214, 40, 40)');
    expect(swatches[1].getAttribute('aria-hidden')).toBe('true');
  });
});
