// The address the visual editor answers at under `npm start` (editor/server/plugin.ts). No page
// of the site may sit there: the validator refuses one (src/validate/checks/page-address-checks.ts).

/** The editor's page; /admin itself redirects here. */
export const EDITOR_PATH = '/admin/';

/** True for /admin and every address under it. */
export const isEditorAddress = (path: string): boolean => path === '/admin' || path.startsWith(EDITOR_PATH);
