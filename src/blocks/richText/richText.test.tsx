// @vitest-environment jsdom
// Formatted text with an optional heading.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import RichTextBlock from './RichTextBlock.tsx';
import { loadBlock } from '../../../tests/support/block-from-yaml.ts';
import { renderInSite } from '../../../tests/support/render-block.tsx';

afterEach(cleanup);

describe('richText', () => {
  it('shows its heading as an h2 and its Markdown as HTML', () => {
    const { container } = renderInSite(
      <RichTextBlock
        block={loadBlock(
          'richText',
          'id: story\nheading: Our story\ntext: "We **soft wash**.\\n\\n- Roofs\\n- Siding"',
        )}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Our story' })).toBeTruthy();
    expect(container.querySelector('section')?.id).toBe('story');
    expect(container.querySelector('strong')?.textContent).toBe('soft wash');
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Roofs', 'Siding']);
  });
  it('has no heading when site.yaml gives none', () => {
    renderInSite(<RichTextBlock block={loadBlock('richText', 'text: Plain words.')} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('Plain words.')).toBeTruthy();
  });
});
