// The lead desk: POST /api/enquiries, the alert jobs, the inbox, and the privacy rules.
import type { Office } from '../office.ts';
import { installReceive } from './receive.ts';
import { installAlerts } from './alerts.ts';
import { installInbox } from './inbox.ts';
import { installPrivacy, startRetention } from './privacy.ts';

export async function installLeads(office: Office): Promise<void> {
  installReceive(office);
  installAlerts(office);
  installInbox(office);
  installPrivacy(office);
  await startRetention(office);
}
