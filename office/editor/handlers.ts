// The editor's API as the office runs it: npm start's handlers (editor/server/routes.ts), its
// Publish, Restore and Start keeping versions, and the office's sending from a clone. They bring
// the validator, the schemas and the merge, over a second of loading on a busy machine: the
// office loads them just after it is ready, or at the first request of the editor's API if that
// comes first (office/editor/install.ts), so they do not hold up its start.
export { handleApi } from '../../editor/server/api.ts';
export { apiRoutes } from '../../editor/server/routes.ts';
export { publish, restore, startVersions } from '../../editor/server/publish.ts';
export { oneAtATime, sendFromClone } from './publish.ts';
