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

it('a step that throws does not stop the steps after it', () => {
  const ran: string[] = [];
  oneTaskEach([
    () => ran.push('year'),
    () => {
      throw new URIError('URI malformed');
    },
    () => ran.push('sender'),
  ]);
  vi.advanceTimersToNextTimer();
  expect(() => vi.advanceTimersToNextTimer()).toThrow(URIError);
  vi.runAllTimers();
  expect(ran).toEqual(['year', 'sender']);
});
