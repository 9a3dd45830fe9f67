// @vitest-environment jsdom
// Two columns, each holding blocks of its own.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import ColumnsBlock from './ColumnsBlock.tsx';
import { loadBlock } from '../../../tests/support/block-from-yaml.ts';
import { renderInSite } from '../../../tests/support/render-block.tsx';

afterEach(cleanup);

describe('columns', () => {
  it('renders the main blocks, then the side panel as a complementary landmark outside any section', () => {
    const block = loadBlock(
      'columns',
      'main: [{ type: richText, heading: Our story, text: Since 1996. }]\naside: [{ type: linkList, links: [{ text: Contact, link: /contact }] }]',
    );
    const { container } = renderInSite(<ColumnsBlock block={block} />);
    expect(container.firstElementChild?.tagName).toBe('DIV');
    expect(screen.getByRole('heading', { level: 2, name: 'Our story' })).toBeTruthy();
    const aside = screen.getByRole('complementary');
    expect(aside.closest('section')).toBeNull();
    expect(aside.querySelector('a')?.getAttribute('href')).toBe('/contact');
  });
});
