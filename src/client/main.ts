// The one script every page loads (about 1 KB): it wakes the islands when the visitor
// needs them and adds the small behaviours that need no framework. React and an island's
// own code load only when that island wakes (./hydrate.ts).
import { watchIslands } from './triggers.ts';
import { beforeAfterSliders, openFaqFromHash, pauseMotion, revealStars, showCurrentYear } from './behaviours.ts';

watchIslands(document);
showCurrentYear(document);
revealStars(document);
pauseMotion(document);
beforeAfterSliders(document);
openFaqFromHash(document);
window.addEventListener('hashchange', () => openFaqFromHash(document));
