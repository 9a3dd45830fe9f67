// @vitest-environment jsdom
// What a dialog reads when it opens: the value, a failure's message, and a reload that keeps
// what was read before when it fails.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { useLoaded } from './use-loaded.ts';

afterEach(cleanup);

/** A read whose answers are given one by one: each call takes the next. */
function answers(...list: (string[] | Error)[]) {
  let calls = 0;
  const read = () => {
    const next = list[calls++];
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  };
  return { read, calls: () => calls };
}

describe('useLoaded', () => {
  it('reads once on mount and gives the value; nothing before the answer', async () => {
    const { read, calls } = answers(['a.jpg']);
    const { result } = renderHook(() => useLoaded(read));
    expect(result.current.value).toBeUndefined();
    expect(result.current.error).toBeUndefined();
    await waitFor(() => expect(result.current.value).toEqual(['a.jpg']));
    expect(result.current.error).toBeUndefined();
    expect(calls()).toBe(1);
  });

  it('gives a failed first read as its message, with no value', async () => {
    const { read } = answers(new Error('Git is not installed on this computer.'));
    const { result } = renderHook(() => useLoaded(read));
    await waitFor(() => expect(result.current.error).toBe('Git is not installed on this computer.'));
    expect(result.current.value).toBeUndefined();
  });

  it('keeps the old value when a reload fails, and a good reload clears the error', async () => {
    const { read } = answers(['a.jpg'], new Error('The server did not answer.'), ['a.jpg', 'b.jpg']);
    const { result } = renderHook(() => useLoaded(read));
    await waitFor(() => expect(result.current.value).toEqual(['a.jpg']));

    await act(() => result.current.reload());
    expect(result.current).toMatchObject({ value: ['a.jpg'], error: 'The server did not answer.' });

    await act(() => result.current.reload());
    expect(result.current.value).toEqual(['a.jpg', 'b.jpg']);
    expect(result.current.error).toBeUndefined();
  });
});
