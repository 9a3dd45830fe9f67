import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { oneTaskEach } from './one-task-each.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('runs the steps in order, none at once and each in a task of its own', () => {
  const ran: string[] = [];
  oneTaskEach(['year', 'faq', 'behaviours'].map((name) => () => ran.push(name)));
  expect(ran).toEqual([]);
  vi.advanceTimersToNextTimer();
  expect(ran).toEqual(['year']);
  vi.advanceTimersToNextTimer();
  expect(ran).toEqual(['year', 'faq']);
  vi.runAllTimers();
  expect(ran).toEqual(['year', 'faq', 'behaviours']);
});
