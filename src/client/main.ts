// The one script every page loads (about 2.6 KB gzip): it runs the menus, wakes the islands
// when the visitor needs them, shows the current year and opens an FAQ group named in the
// address. An island's own code (plain TypeScript, src/blocks/<type>/<type>.client.ts) loads
// only when that island wakes (src/islands/wake.ts); no page loads React. The logo strip,
// review stars, background videos and before-and-after sliders load only on pages that have
// them (page-behaviours.ts). An enquiry still waiting on this device from an earlier visit
// loads the sender, which sends it.
import { watchIslands } from '../islands/wake.ts';
import { islandLoaders } from '../blocks/islands.generated.ts';
import { desktopMenus } from './desktop-menu.ts';
import { phoneMenus } from './phone-menu.ts';
import { hasWaitingEnquiry } from '../blocks/contactForm/delivery/waiting.ts';
import { showCurrentYear } from './current-year.ts';
import { openFaqFromHash } from './faq-hash.ts';
import { startPageBehaviours } from './page-behaviours.ts';

desktopMenus(document);
phoneMenus(document);
watchIslands(document, islandLoaders);
if (hasWaitingEnquiry())
  void import('../blocks/contactForm/delivery/sender.ts').then(
    (sender) => sender.deliverWaiting(),
    () => undefined, // offline before the sender was ever fetched: the next page tries again
  );
showCurrentYear(document);
startPageBehaviours(document);
openFaqFromHash(document);
window.addEventListener('hashchange', () => openFaqFromHash(document));
