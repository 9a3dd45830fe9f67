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

  it('starts again when the file is replaced or emptied', () => {
    const file = fresh();
    appendOnce(file, record('old'), 'old', 't');
    rmSync(file);
    expect(hasEnquiry(file, 'old', 't')).toBe(false);
    writeFileSync(file, outboxLine(record('new', 't')));
    expect(hasEnquiry(file, 'new', 't')).toBe(true);
    expect(hasEnquiry(file, 'old', 't')).toBe(false);
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
  });
});
