// The views that show the desktop menu (Bootstrap's lg breakpoint: the desktop menu is
// `d-lg-block`, the phone menu `d-lg-none`): only those load its code (src/client/menus.ts),
// and every page preloads it for them alone (vite/menu-preload-plugin.ts).
export const DESKTOP_MENU_MEDIA = '(min-width: 992px)';
