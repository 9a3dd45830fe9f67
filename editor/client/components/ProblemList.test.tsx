// @vitest-environment jsdom
// The list of mistakes names each by its place in the forms' words, never by a line of site.yaml
// (the editor hides the file), and opens that place.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { DataPath } from '../../../src/site/data-path.ts';
import { ProblemList } from './ProblemList.tsx';

afterEach(cleanup);

describe('ProblemList', () => {
  it('names each mistake by its place in words and opens it', () => {
    const opened: DataPath[] = [];
    render(
      <ProblemList
        problems={[
          {
            path: ['business', 'phone'],
            line: 7,
            column: 10,
            severity: 'error',
            message: 'This is not a phone number.',
            where: 'business › phone',
          },
          { path: ['business', 'email'], line: 9, column: 3, severity: 'warning', message: 'Odd.', where: '' },
        ]}
        words={(path) => (path[1] === 'phone' ? 'Business settings › Phone' : 'elsewhere')}
        onGo={(path) => opened.push(path)}
      />,
    );
    const item = screen.getByRole('listitem');
    expect(item.textContent).toBe('Business settings › Phone: This is not a phone number.');
    expect(document.body.textContent).not.toContain('site.yaml');
    fireEvent.click(screen.getByRole('button', { name: 'Business settings › Phone' }));
    expect(opened).toEqual([['business', 'phone']]);
  });
});
