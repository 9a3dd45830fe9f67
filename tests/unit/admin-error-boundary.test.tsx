// @vitest-environment jsdom
// A fault while the editor draws shows a page that says so, with a way on: never a white page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ErrorBoundary } from '../../editor/client/components/ErrorBoundary.tsx';

afterEach(cleanup);

function Broken(): never {
  throw new Error('changes.map is not a function');
}

describe('the editor error boundary', () => {
  it('shows what went wrong and the ways on, in place of the editor', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'The editor stopped because of a fault in it' })).toBeTruthy();
    expect(screen.getByText(/Nothing on your site was changed/)).toBeTruthy();
    expect(screen.getByText('What went wrong: changes.map is not a function')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open the editor again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set my unsaved changes aside and open it again' })).toBeTruthy();
  });

  it('draws the editor itself when nothing fails', () => {
    render(
      <ErrorBoundary>
        <p>The form</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('The form')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
