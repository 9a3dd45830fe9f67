// The one script every page loads (about 1 KB gzip): it starts the menus (each view the code
// of the menu it shows, src/client/menus.ts), shows the current year, and loads the page's
// optional parts where their elements are (page-behaviours.ts): the island mechanism
// (src/islands/wake.ts, which loads an island's own code, plain TypeScript in
// src/blocks/<type>/<type>.client.ts, only when that island wakes; no page loads React), the
// logo strip, review stars, background videos, before-and-after sliders and the FAQ group an
// address names. An enquiry still waiting on this device from an earlier visit loads the
// sender, which sends it.
//
// What a press needs (the menus) starts at once; the rest follows, each in a task of its own
// (one-task-each.ts), the downloads of the optional parts first, so the page never holds the
// main thread for one long task as it settles, and a press in between is answered at once.
import { startMenus } from './menus.ts';
import { hasWaitingEnquiry } from '../blocks/contactForm/delivery/waiting.ts';
import { showCurrentYear } from './current-year.ts';
import { startPageBehaviours } from './page-behaviours.ts';
import { oneTaskEach } from './one-task-each.ts';

startMenus(document);
oneTaskEach([
  // Not in the task that runs this script: the browser ends the parse in that task too, with
  // its own DOMContentLoaded work (on a page with a form, some 90 style-and-layout updates, the
  // page's first layout among them when none has run yet). With the page behaviours added
  // (their import()s: 8-14 ms at 4× CPU on /), that task crossed 50 ms on a slowed phone:
  // Lighthouse's TBT on /, /contact and /residential/faqs (tests/e2e/load-tasks.spec.ts).
  () => startPageBehaviours(document),
  () => showCurrentYear(document),
  () => {
    if (hasWaitingEnquiry())
      void import('../blocks/contactForm/delivery/sender.ts').then(
        (sender) => sender.deliverWaiting(),
        () => undefined, // offline before the sender was ever fetched: the next page tries again
      );
  },
]);
