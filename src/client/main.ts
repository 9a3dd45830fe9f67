// The one script every page loads (about 2.8 KB gzip): it runs the menus, wakes the islands
// when the visitor needs them, shows the current year and opens an FAQ group named in the
// address. An island's own code (plain TypeScript, src/blocks/<type>/<type>.client.ts) loads
// only when that island wakes (src/islands/wake.ts); no page loads React. The logo strip,
// review stars, background videos and before-and-after sliders load only on pages that have
// them (page-behaviours.ts). An enquiry still waiting on this device from an earlier visit
// loads the sender, which sends it.
//
// What a press needs (the menus, the islands' watch) starts at once; the rest follows, each in
// a task of its own (one-task-each.ts), the downloads of the optional parts first, so the page
// never holds the main thread for one long task as it settles, and a press in between is
// answered at once.
import { watchIslands } from '../islands/wake.ts';
import { islandLoaders } from '../blocks/islands.generated.ts';
import { desktopMenus } from './desktop-menu.ts';
import { phoneMenus } from './phone-menu.ts';
import { hasWaitingEnquiry } from '../blocks/contactForm/delivery/waiting.ts';
import { showCurrentYear } from './current-year.ts';
import { openFaqFromHash } from './faq-hash.ts';
import { startPageBehaviours } from './page-behaviours.ts';
import { oneTaskEach } from './one-task-each.ts';

desktopMenus(document);
phoneMenus(document);
watchIslands(document, islandLoaders);
oneTaskEach([
  // Not in the task that runs this script: the browser ends the parse in that task too, with
  // its own DOMContentLoaded work (on a page with a form, some 90 style-and-layout updates, the
  // page's first layout among them when none has run yet). With the page behaviours added
  // (their import()s: 8-14 ms at 4× CPU on /), that task crossed 50 ms on a slowed phone:
  // Lighthouse's TBT on /, /contact and /residential/faqs (tests/e2e/load-tasks.spec.ts).
  () => startPageBehaviours(document),
  () => showCurrentYear(document),
  () => openFaqFromHash(document),
  () => {
    if (hasWaitingEnquiry())
      void import('../blocks/contactForm/delivery/sender.ts').then(
        (sender) => sender.deliverWaiting(),
        () => undefined, // offline before the sender was ever fetched: the next page tries again
      );
  },
]);
window.addEventListener('hashchange', () => openFaqFromHash(document));
