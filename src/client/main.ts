// The one script every page loads (about 3 KB): it runs the menus, wakes the islands when
// the visitor needs them and adds the small behaviours that need no framework. React and an
// island's own code load only when that island wakes (./hydrate.ts).
import { watchIslands } from './triggers.ts';
import { desktopMenus } from './desktop-menu.ts';
import { phoneMenus } from './phone-menu.ts';
import { logoStrips } from './logo-strip.ts';
import { openFaqFromHash, pauseMotion, revealStars, showCurrentYear } from './behaviours.ts';

desktopMenus(document);
phoneMenus(document);
logoStrips(document);
watchIslands(document);
showCurrentYear(document);
revealStars(document);
pauseMotion(document);
openFaqFromHash(document);
window.addEventListener('hashchange', () => openFaqFromHash(document));
