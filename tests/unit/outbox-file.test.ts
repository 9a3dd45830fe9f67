// The stand-in's outbox (.outbox/enquiries.jsonl): each enquiry once, whatever its id holds,
// whoever else writes the file, however large it grows.
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appendOnce, hasEnquiry, outboxLine } from '../../vite/outbox-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const fresh = () => join(dir, `enquiries-${n++}.jsonl`);
const record = (id: string, template = 'template_x', extra: object = {}) => ({
  template_id: template,
  params: { enquiry_id: id, ...extra },
});
const lines = (file: string) => readFileSync(file, 'utf8').split('\n').filter(Boolean);

describe('the outbox file', () => {
  it('holds an enquiry once per template, even when its id holds line or paragraph separators', () => {
    const file = fresh();
    for (const id of ['a-1', 'line\u2028sep', 'para\u2029sep', 'quote"and\\slash']) {
      expect(appendOnce(file, record(id), id, 'template_x'), id).toBe(true);
      expect(appendOnce(file, record(id), id, 'template_x'), id).toBe(false);
      expect(appendOnce(file, record(id, 'reply'), id, 'reply'), id).toBe(true);
    }
    expect(lines(file)).toHaveLength(8);
    expect(readFileSync(file, 'utf8')).not.toMatch(/[\u2028\u2029]/);
  });

  it('sees what another program appended, and a line finished after it was read half-written', () => {
    const file = fresh();
    appendOnce(file, record('mine'), 'mine', 't');
    appendFileSync(file, outboxLine(record('theirs', 't')));
    expect(hasEnquiry(file, 'theirs', 't')).toBe(true);
    const half = outboxLine(record('later', 't'));
    appendFileSync(file, half.slice(0, 20));
    expect(hasEnquiry(file, 'later', 't')).toBe(false);
    appendFileSync(file, half.slice(20));
    expect(hasEnquiry(file, 'later', 't')).toBe(true);
    expect(appendOnce(file, record('later', 't'), 'later', 't')).toBe(false);
  });

  it('starts again when the file is replaced or emptied and written again, without being seen missing', () => {
    const file = fresh();
    appendOnce(file, record('old', 't'), 'old', 't');
    expect(hasEnquiry(file, 'old', 't')).toBe(true);
    // Replaced by a longer file: the inode number is usually the same one again.
    rmSync(file);
    writeFileSync(file, outboxLine(record('new-first', 't')) + outboxLine(record('new-second', 't')));
    expect(hasEnquiry(file, 'old', 't')).toBe(false);
    expect(hasEnquiry(file, 'new-first', 't')).toBe(true);
    expect(hasEnquiry(file, 'new-second', 't')).toBe(true);
    // Emptied in place, then written longer than before.
    writeFileSync(file, '');
    appendFileSync(file, outboxLine(record('after-empty-1', 't', { pad: 'x'.repeat(300) })));
    appendFileSync(file, outboxLine(record('after-empty-2', 't')));
    expect(hasEnquiry(file, 'new-first', 't')).toBe(false);
    expect(hasEnquiry(file, 'after-empty-1', 't')).toBe(true);
    expect(hasEnquiry(file, 'after-empty-2', 't')).toBe(true);
  });

  it('finds enquiries in a file of many megabytes, with lines across its read chunks', () => {
    const file = fresh();
    // Each message of control characters takes six bytes a character once written (\u0001).
    const big = '\u0001'.repeat(1_000_000);
    for (let i = 0; i < 5; i++) appendOnce(file, record(`big-${i}`, 't', { message: big }), `big-${i}`, 't');
    expect(readFileSync(file).length).toBeGreaterThan(25_000_000);
    const other = fresh();
    writeFileSync(other, readFileSync(file)); // read by a server that starts now
    for (let i = 0; i < 5; i++) expect(hasEnquiry(other, `big-${i}`, 't'), `big-${i}`).toBe(true);
    expect(appendOnce(other, record('big-3', 't'), 'big-3', 't')).toBe(false);
    // Two-byte characters over a read chunk's end (8 MB): the lines are still read whole.
    const accents = fresh();
    appendOnce(accents, record('accent-1', 't', { message: 'é'.repeat(5_000_000) }), 'accent-1', 't');
    appendOnce(accents, record('accent-2', 't', { message: 'é'.repeat(5_000_001) }), 'accent-2', 't');
    const copy = fresh();
    writeFileSync(copy, readFileSync(accents));
    expect(hasEnquiry(copy, 'accent-1', 't')).toBe(true);
    expect(hasEnquiry(copy, 'accent-2', 't')).toBe(true);
  });
});
