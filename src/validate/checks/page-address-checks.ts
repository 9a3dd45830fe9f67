// The full addresses of the pages: each one once, short enough to be a folder name on any
// disk (the build writes <address>/index.html; a 300-character part once stopped it with
// ENAMETOOLONG), and never where the editor answers under `npm start`. The length of one
// part is the schema's (route.path maxLength); the whole address is checked here.
import type { CheckContext } from './check-context.ts';
import { positionOf } from '../yaml-source.ts';
import { EDITOR_PATH, isEditorAddress } from '../../site/editor-address.ts';

/** The longest full address, in characters, e.g. /residential/faqs is 17. */
export const MAX_ADDRESS_LENGTH = 200;

/** The address of the page a page sits under ('/' for a top-level page). */
const parentAddress = (address: string) => address.slice(0, address.lastIndexOf('/')) || '/';

export function pageAddressChecks(ctx: CheckContext): void {
  for (const r of ctx.flat) {
    const at = [...r.dataPath, 'path'];
    const first = ctx.pages.get(r.fullPath);
    if (first && first !== r) {
      const { line } = positionOf(ctx.source, first.dataPath);
      ctx.report(
        at,
        `Two pages have the address ${r.fullPath}; the first is on line ${line}.`,
        'Give this page another path, or remove one of the two.',
      );
    }
    // Each mistake once, at the page that makes it: the pages under it follow from it.
    const under = r.route.children?.length ? ' (nor the pages under it)' : '';
    const parent = parentAddress(r.fullPath);
    if (r.fullPath.length > MAX_ADDRESS_LENGTH && parent.length <= MAX_ADDRESS_LENGTH) {
      ctx.report(
        at,
        `The address of this page is ${r.fullPath.length} characters long (${r.fullPath.slice(0, 40)}…); an address may be at most ${MAX_ADDRESS_LENGTH}.`,
        'Shorten the path of this page, or of the pages it sits under.',
      );
    }
    if (isEditorAddress(r.fullPath) && !isEditorAddress(parent)) {
      ctx.report(
        at,
        `The address ${r.fullPath} belongs to the site editor (npm start opens it at ${EDITOR_PATH}), so this page could never be seen there${under}.`,
        'Give this page another path, for example admin-services or office.',
      );
    }
  }
}
