// @vitest-environment jsdom
// The area served, in a closed disclosure.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import LocationsBlock from './LocationsBlock.tsx';
import { parseMarkdown } from '../../markdown/parse.ts';
import { renderInSite } from '../../../tests/support/render-block.tsx';

afterEach(cleanup);

describe('locations', () => {
  it('keeps the towns in a closed disclosure under the button text, in the HTML for search engines', () => {
    const towns = ['Covington', 'Mandeville', 'Slidell'];
    const { container } = renderInSite(
      <LocationsBlock
        block={{
          type: 'locations',
          heading: 'Areas We Serve',
          buttonText: 'See all towns',
          towns,
          note: parseMarkdown('Also the Mississippi Gulf Coast.'),
        }}
      />,
    );
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')?.textContent?.trim()).toBe('See all towns');
    expect([...details.querySelectorAll('li')].map((li) => li.textContent)).toEqual(towns);
    expect(details.textContent).toContain('Mississippi Gulf Coast');
  });
});
