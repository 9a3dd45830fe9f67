// What the tests of Publish, History and Restore on a real git site share: a new site for each
// test (tests/support/git-site.ts) with the editor's context on it, an edit of its site.yaml,
// and the refusal a call must end in.
import { readFileSync, writeFileSync } from 'node:fs';
import { afterEach, beforeEach, expect } from 'vitest';
import { HttpError } from '../../editor/server/http.ts';
import { SiteFile } from '../../editor/server/site-file.ts';
import { makeGitSite, type GitSite } from '../support/git-site.ts';

export interface EachTest {
  site: GitSite;
  ctx: { site: SiteFile; publicDir: string };
  /** Replaces `from`, which must be there, with `to` in the site's site.yaml. */
  edit(from: string, to: string): void;
}

/** For a test file: a new git site before each test, with the editor's context on it; removed after the test. */
export function eachTestGitSite(): EachTest {
  const each = {
    edit(from: string, to: string) {
      const text = readFileSync(each.site.siteFile, 'utf8');
      expect(text).toContain(from);
      writeFileSync(each.site.siteFile, text.replace(from, to));
    },
  } as EachTest;
  beforeEach(() => {
    each.site = makeGitSite();
    each.ctx = { site: new SiteFile(each.site.siteFile), publicDir: each.site.publicDir };
  });
  afterEach(() => each.site.cleanup());
  return each;
}

/** The HttpError a call is refused with; the test fails when the call is not refused. */
export const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(HttpError);
      return error as HttpError;
    },
  );
