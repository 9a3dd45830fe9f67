// @vitest-environment jsdom
// Guarantees as an accordion.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import GuaranteeBlock from './GuaranteeBlock.tsx';
import { parseMarkdown as md } from '../../markdown/parse.ts';
import { renderInSite } from '../../../tests/support/render-block.tsx';

afterEach(cleanup);

describe('guarantee', () => {
  it('shows each guarantee as its own closed disclosure, titled one level below the block heading', () => {
    renderInSite(
      <GuaranteeBlock
        block={{
          type: 'guarantee',
          heading: 'Our Gutter Guarantee',
          items: [
            { title: '30-Day Written Redo', text: md('We come back and redo it.') },
            { title: '60-Day Guarantee', text: md('One trouble spot fixed for $79.') },
          ],
        }}
      />,
    );
    const items = [...document.querySelectorAll('details')];
    expect(items).toHaveLength(2);
    expect(items.map((d) => d.open)).toEqual([false, false]);
    expect(items.map((d) => d.querySelector('summary h3')?.textContent)).toEqual([
      '30-Day Written Redo',
      '60-Day Guarantee',
    ]);
    expect(items[0].querySelector('.accordion-body')?.textContent).toContain('redo it');
    expect(items[1].querySelector('.accordion-body')?.textContent).toContain('$79');
  });
});
