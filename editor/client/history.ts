// Undo and redo for the editor: a list of whole-site snapshots. Typing in one field keeps
// replacing the newest snapshot for a moment (one undo step per burst of typing, not per key).

export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The field of the last change and when it happened, to merge a burst of typing. */
  lastKey?: string;
  lastAt?: number;
}

export const MERGE_MS = 800;
const LIMIT = 200;

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

/** Records `next`; a change of the same field within MERGE_MS replaces the newest step. */
export function record<T>(h: History<T>, next: T, key?: string, now = Date.now()): History<T> {
  if (Object.is(next, h.present)) return h;
  const merge =
    key !== undefined && key === h.lastKey && h.lastAt !== undefined && now - h.lastAt < MERGE_MS && h.past.length > 0;
  const past = merge ? h.past : [...h.past, h.present].slice(-LIMIT);
  return { past, present: next, future: [], lastKey: key, lastAt: now };
}

export function undo<T>(h: History<T>): History<T> {
  if (!h.past.length) return h;
  return { past: h.past.slice(0, -1), present: h.past[h.past.length - 1], future: [h.present, ...h.future] };
}

export function redo<T>(h: History<T>): History<T> {
  if (!h.future.length) return h;
  return { past: [...h.past, h.present], present: h.future[0], future: h.future.slice(1) };
}
