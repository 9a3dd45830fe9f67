// Every route of the editor's API with its handler (tsc says which one is missing): the one table
// both hosts serve, the Vite plugin (editor/server/plugin.ts) and the office (office/editor/).
import { editorRoutes, type Handler } from './api.ts';
import { publishRoutes } from './publish-routes.ts';
import type { Route } from '../shared/api-contract.ts';

export const apiRoutes: Record<Route, Handler> = { ...editorRoutes, ...publishRoutes };
