// The editor's calls: a refusal of the server comes back as its words, never as the page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api.ts';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: string, type: string) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': type } })),
  );

describe('the preview call', () => {
  it('gives the page the server rendered', async () => {
    answer(200, '<h1>Deck Staining</h1>', 'text/html; charset=utf-8');
    await expect(api.preview({}, '/deck-staining')).resolves.toBe('<h1>Deck Staining</h1>');
  });

  it('turns a refusal into an error in the server’s words, instead of showing it as the preview', async () => {
    answer(400, JSON.stringify({ error: 'The request is nested more than 100 levels deep.' }), 'application/json');
    await expect(api.preview({}, '/')).rejects.toThrow('The request is nested more than 100 levels deep.');
    answer(502, 'Bad Gateway', 'text/plain');
    await expect(api.preview({}, '/')).rejects.toThrow('Bad Gateway');
  });
});
