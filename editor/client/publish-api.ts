// The editor's calls for Publish and History (editor/server/publish-routes.ts), typed by the
// API's contract in editor/shared/api-contract.ts.
import { addressOf, type PublishResult, type PublishStatus, type Version } from '../shared/api-contract.ts';
import { call, post } from './api.ts';

export type { PublishResult, PublishStatus, Version };

export const publishApi = {
  status: () => call('GET publish'),
  publish: () => call('POST publish', post<'POST publish'>({})),
  init: () => call('POST publish/init', post<'POST publish/init'>({})),
  history: () => call('GET publish/history'),
  async preview(commit: string, path: string): Promise<string> {
    const query = new URLSearchParams({ commit, path });
    const res = await fetch(`${addressOf('GET publish/preview')}?${query}`);
    if (!res.ok) throw new Error(((await res.json()) as { error: string }).error);
    return res.text();
  },
  restore: (commit: string, baseVersion: string, replaceUnpublished = false) =>
    call('POST publish/restore', post<'POST publish/restore'>({ commit, baseVersion, replaceUnpublished })),
};

/** A version's date as the owner reads it: 25 Nov 2026, 14:05. */
export const whenOf = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The colour of an answer: sent is success, a failed send a warning, the rest information. */
export const variantOf = (result: PublishResult) =>
  result.outcome === 'published' ? 'success' : result.push?.ok === false ? 'warning' : 'info';
