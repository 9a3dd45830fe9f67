// Every part of the office that adds routes, job kinds or commands, installed in this order.
import type { Office } from './office.ts';
import { installHealthz } from './healthz.ts';
import { installAuth } from './auth/routes.ts';
import { officeAssets } from './auth/assets.ts';
import { installEditor } from './editor/install.ts';
import { installLeads } from './leads/install.ts';
import { installSettings } from './settings/routes.ts';

export const features: ((office: Office) => void | Promise<void>)[] = [
  installHealthz,
  installAuth,
  installSettings,
  installLeads,
  installEditor,
];

/** Work begun before the database is open, so that the office is ready sooner: the sign-in page's script. */
export function prepareFeatures(): void {
  officeAssets().catch(() => undefined); // installAuth says why, if it fails
}
