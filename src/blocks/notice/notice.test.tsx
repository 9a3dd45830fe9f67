// @vitest-environment jsdom
// A callout box.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import NoticeBlock from './NoticeBlock.tsx';
import { loadBlock } from '../../../tests/support/block-from-yaml.ts';
import { renderInSite } from '../../../tests/support/render-block.tsx';

afterEach(cleanup);

describe('notice', () => {
  it('is a labelled callout in the chosen colour', () => {
    renderInSite(
      <NoticeBlock
        block={loadBlock('notice', {
          variant: 'warning',
          title: 'Gutter guards',
          text: 'We are not responsible for **gutter guard** damage.',
        })}
      />,
    );
    const box = screen.getByRole('complementary', { name: 'Gutter guards' });
    expect(box.className).toContain('alert-warning');
    expect(box.querySelector('strong')?.textContent).toBe('gutter guard');
  });
  it('is info when site.yaml leaves the variant out (the schema default)', () => {
    renderInSite(<NoticeBlock block={loadBlock('notice', 'text: Note.')} />);
    expect(screen.getByRole('complementary').className).toContain('alert-info');
  });
});
