// The site the engine's tests read: tests/fixtures/pelican/, a frozen copy of the first business
// made for them. The business's own folder (sites/pelican/) is its owner's to edit; no engine test
// reads it, so an edit there (a new phone number, a page added or removed) never turns them red.
import { resolve } from 'node:path';
import { repoRoot, siteLocation } from '../../src/validate/site-location.ts';

export const testSite = siteLocation({ SITE_DIR: resolve(repoRoot, 'tests/fixtures/pelican') });
