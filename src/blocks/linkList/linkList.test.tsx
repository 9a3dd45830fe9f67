// @vitest-environment jsdom
// A plain list of links.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import LinkListBlock from './LinkListBlock.tsx';
import { loadBlock } from '../../../tests/support/block-from-yaml.ts';
import { renderInSite } from '../../../tests/support/render-block.tsx';

afterEach(cleanup);

describe('linkList', () => {
  it('lists its links in a labelled navigation region', () => {
    renderInSite(
      <LinkListBlock
        block={loadBlock('linkList', {
          heading: 'More Services',
          links: [
            { text: 'Window Cleaning', link: '/residential/window-cleaning' },
            { text: 'Call', link: 'tel:+19855550142' },
          ],
        })}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'More Services' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/residential/window-cleaning', 'tel:+19855550142']);
  });
  it('without a heading, is named by the schema default of label', () => {
    renderInSite(<LinkListBlock block={loadBlock('linkList', 'links: [{ text: Home, link: / }]')} />);
    expect(screen.getByRole('navigation', { name: 'Related pages' })).toBeTruthy();
  });
});
