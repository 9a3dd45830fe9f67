// GET /healthz: 200 when the database answers and every site's clone is readable, else 503
// with what is wrong (counts only: no site's name is shown to whoever asks).
import type { Office } from './office.ts';
import { sendJson } from './http/router.ts';
import { cloneReachable } from './sites.ts';

export function installHealthz(office: Office): void {
  office.router.add('GET', '/healthz', 'public', async ({ res }) => {
    let database = true;
    try {
      await office.db.query('select 1');
    } catch {
      database = false;
    }
    let unreachable = 0;
    for (const site of office.config.sites) if (!(await cloneReachable(office.config, site))) unreachable++;
    const ok = database && unreachable === 0;
    sendJson(res, ok ? 200 : 503, {
      ok,
      database: database ? 'ok' : 'unreachable',
      sites: office.config.sites.length,
      sitesUnreachable: unreachable,
    });
  });
}
