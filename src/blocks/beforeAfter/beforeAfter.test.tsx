// @vitest-environment jsdom
// Before and after: two labelled photos; the page script turns them into a slider.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import BeforeAfterBlock from './BeforeAfterBlock.tsx';
import { beforeAfterSliders } from '../../client/before-after.ts';
import { loadBlock } from '../../../tests/support/block-from-yaml.ts';
import { renderInSite } from '../../../tests/support/render-block.tsx';

afterEach(cleanup);

const block = () =>
  loadBlock('beforeAfter', {
    heading: 'A roof in Mandeville',
    before: { src: '/images/before.jpg', alt: 'Roof with black streaks', width: 1200, height: 900 },
    after: { src: '/images/after.jpg', alt: 'The same roof, clean', width: 1200, height: 900 },
    caption: 'Soft wash of a shingle roof.',
  });

describe('beforeAfter', () => {
  it('shows both photos with their alt texts, the words Before and After and the caption', () => {
    renderInSite(<BeforeAfterBlock block={block()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'A roof in Mandeville' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Roof with black streaks' }).getAttribute('width')).toBe('1200');
    expect(screen.getByRole('img', { name: 'The same roof, clean' })).toBeTruthy();
    expect(screen.getByText('Before')).toBeTruthy();
    expect(screen.getByText('After')).toBeTruthy();
    expect(screen.getByRole('figure').querySelector('figcaption')?.textContent).toBe('Soft wash of a shingle roof.');
    // No slider before the page script runs (without JavaScript the photos stand side by side).
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('becomes a labelled slider that moves the line and says where it is', () => {
    const { container } = renderInSite(<BeforeAfterBlock block={block()} />);
    beforeAfterSliders(document);
    const slider = screen.getByRole('slider', { name: 'Move the line between the before and after photos' });
    const figure = container.querySelector<HTMLElement>('.before-after')!;
    expect(figure.classList.contains('is-slider')).toBe(true);
    expect(slider.getAttribute('aria-valuetext')).toBe('Before 50%, After 50%');
    fireEvent.input(slider, { target: { value: '70' } });
    expect(figure.style.getPropertyValue('--position')).toBe('70%');
    expect(slider.getAttribute('aria-valuetext')).toBe('Before 70%, After 30%');
    // Running the script again adds no second slider.
    beforeAfterSliders(document);
    expect(screen.getAllByRole('slider')).toHaveLength(1);
  });

  it('takes its words from site.yaml', () => {
    renderInSite(
      <BeforeAfterBlock
        block={loadBlock('beforeAfter', {
          before: { src: '/b.jpg', alt: 'b' },
          after: { src: '/a.jpg', alt: 'a' },
          beforeLabel: 'Avant',
          afterLabel: 'Après',
          sliderLabel: 'Comparer',
        })}
      />,
    );
    beforeAfterSliders(document);
    expect(screen.getByText('Avant')).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Comparer' }).getAttribute('aria-valuetext')).toBe(
      'Avant 50%, Après 50%',
    );
  });
});
