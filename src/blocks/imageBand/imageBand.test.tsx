// @vitest-environment jsdom
// A full-width band with one picture.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import ImageBandBlock from './ImageBandBlock.tsx';
import { renderInSite } from '../../../tests/support/render-block.tsx';

afterEach(cleanup);

describe('imageBand', () => {
  it('shows the band picture with its alt and size', () => {
    renderInSite(
      <ImageBandBlock
        block={{ type: 'imageBand', image: { src: '/images/truck.svg', alt: 'Our truck', width: 1080, height: 300 } }}
      />,
    );
    const img = screen.getByRole('img', { name: 'Our truck' });
    expect(img.getAttribute('width')).toBe('1080');
  });
});
