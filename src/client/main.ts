// The one script every page loads (about 3.5 KB): it runs the menus, wakes the islands when
// the visitor needs them and adds the small behaviours that need no framework. An island's own
// code (plain TypeScript, src/blocks/<type>/<type>.client.ts) loads only when that island
// wakes (src/islands/wake.ts); no page loads React. An enquiry still waiting
// on this device from an earlier visit loads the sender, which sends it; other pages load
// nothing more.
import { watchIslands } from '../islands/wake.ts';
import { islandLoaders } from '../blocks/islands.generated.ts';
import { desktopMenus } from './desktop-menu.ts';
import { phoneMenus } from './phone-menu.ts';
import { logoStrips } from './logo-strip.ts';
import { hasWaitingEnquiry } from '../blocks/contactForm/delivery/waiting.ts';
import { beforeAfterSliders, openFaqFromHash, pauseMotion, revealStars, showCurrentYear } from './behaviours.ts';

desktopMenus(document);
phoneMenus(document);
logoStrips(document);
watchIslands(document, islandLoaders);
if (hasWaitingEnquiry())
  void import('../blocks/contactForm/delivery/sender.ts').then(
    (sender) => sender.deliverWaiting(),
    () => undefined, // offline before the sender was ever fetched: the next page tries again
  );
showCurrentYear(document);
revealStars(document);
pauseMotion(document);
beforeAfterSliders(document);
openFaqFromHash(document);
window.addEventListener('hashchange', () => openFaqFromHash(document));
