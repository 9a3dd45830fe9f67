// The menus. The phone menu's code is part of the page script (phone-menu.ts); the desktop
// menu's (desktop-menu.ts, about 1 KB gzip) loads only in a view wide enough to show it, so a
// phone never fetches it. Every page preloads it for those views (`<link rel="modulepreload"
// media>`, vite/menu-preload-plugin.ts), so it arrives with the page script rather than one
// round trip after it and the first press answers at once; a view that becomes wide (a turned
// tablet, a widened window) loads it then. A press on a desktop menu's button in the moment
// before its code runs is held and replayed once it runs, like an island's (src/islands/wake.ts).
import { DESKTOP_MENU_MEDIA } from './menu-media.ts';
import { phoneMenus } from './phone-menu.ts';

export function startMenus(doc: Document): void {
  phoneMenus(doc);
  const wide = matchMedia(DESKTOP_MENU_MEDIA);
  const held: MouseEvent[] = [];
  let loading = false;
  const hold = (e: MouseEvent) => {
    if ((e.target as Element).closest?.('[data-desktop-menu] button')) held.push(e);
  };
  doc.addEventListener('click', hold, true);
  const load = () => {
    if (!wide.matches || loading) return;
    loading = true;
    import('./desktop-menu.ts').then(
      (m) => m.start(doc, held, hold), // which stops holding, and replays what was held
      () => (loading = false), // offline: the next change of view tries again
    );
  };
  load();
  wide.addEventListener('change', load);
}
