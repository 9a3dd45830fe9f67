// The editor's calls for Publish and History (editor/server/publish-routes.ts): /__admin/api/publish...
import { call, post } from './api.ts';

export interface PublishStatus {
  state: 'ready';
  branch: string | null;
  remote: { name: string; url: string } | null;
  changes: string[];
  unpublished: boolean;
}

export interface PublishResult {
  outcome: 'published' | 'committed' | 'nothing';
  text: string;
  commit?: string;
  message?: string;
  /** Present when a remote was tried. */
  push?: { ok: boolean };
}

export interface Version {
  commit: string;
  date: string;
  author: string;
  message: string;
}

export const publishApi = {
  status: () => call<PublishStatus>('publish'),
  publish: () => call<PublishResult>('publish', post({})),
  init: () => call<PublishResult>('publish/init', post({})),
  history: () => call<{ versions: Version[] }>('publish/history'),
  async preview(commit: string, path: string): Promise<string> {
    const query = new URLSearchParams({ commit, path });
    const res = await fetch(`/__admin/api/publish/preview?${query}`);
    if (!res.ok) throw new Error(((await res.json()) as { error: string }).error);
    return res.text();
  },
  restore: (commit: string, baseVersion: string, replaceUnpublished = false) =>
    call<PublishResult & { version: string }>('publish/restore', post({ commit, baseVersion, replaceUnpublished })),
};

/** A version's date as the owner reads it: 25 Nov 2026, 14:05. */
export const whenOf = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The colour of an answer: sent is success, a failed send a warning, the rest information. */
export const variantOf = (result: PublishResult) =>
  result.outcome === 'published' ? 'success' : result.push?.ok === false ? 'warning' : 'info';
