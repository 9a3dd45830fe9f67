// @vitest-environment jsdom
// The buttons of one block: named after the block, move up off on the first, move down off on
// the last, and each press says which action it was.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { BlockActions, type BlockAction } from './BlockActions.tsx';

afterEach(cleanup);

const names = () => screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'));
const off = () =>
  screen
    .getAllByRole('button')
    .filter((b) => (b as HTMLButtonElement).disabled)
    .map((b) => b.textContent);

describe('BlockActions', () => {
  it('names every button after its block, in a group named the same', () => {
    render(<BlockActions index={1} count={3} title="Hero" onAction={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Block 2, Hero' })).toBeTruthy();
    expect(names()).toEqual([
      'Move up: block 2, Hero',
      'Move down: block 2, Hero',
      'Duplicate: block 2, Hero',
      'Remove: block 2, Hero',
    ]);
    expect(off()).toEqual([]);
  });

  it('cannot move the first block up nor the last down; a lone block moves neither way', () => {
    render(<BlockActions index={0} count={2} title="Hero" onAction={() => undefined} />);
    expect(off()).toEqual(['Move up']);
    cleanup();
    render(<BlockActions index={1} count={2} title="Hero" onAction={() => undefined} />);
    expect(off()).toEqual(['Move down']);
    cleanup();
    render(<BlockActions index={0} count={1} title="Hero" onAction={() => undefined} />);
    expect(off()).toEqual(['Move up', 'Move down']);
  });

  it('tells which button was pressed', () => {
    const pressed: BlockAction[] = [];
    render(<BlockActions index={1} count={3} title="Hero" onAction={(a) => pressed.push(a)} />);
    for (const b of screen.getAllByRole('button')) fireEvent.click(b);
    expect(pressed).toEqual(['up', 'down', 'duplicate', 'remove']);
  });
});
