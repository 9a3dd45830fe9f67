// @vitest-environment jsdom
// The notice of a page that is not finished yet.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import UnderConstructionBlock from './UnderConstructionBlock.tsx';
import { loadBlock } from '../../../tests/support/block-from-yaml.ts';
import { renderInSite } from '../../../tests/support/render-block.tsx';

afterEach(cleanup);

describe('underConstruction', () => {
  it('shows its words in the notice box', () => {
    renderInSite(<UnderConstructionBlock block={loadBlock('underConstruction', 'text: This page is coming soon.')} />);
    expect(screen.getByText('This page is coming soon.').className).toContain('under-construction');
  });
});
