// Starts the office: data, migrations, clones, routes, jobs, the HTTP server and the control socket.
import type { Server } from 'node:http';
import type { OfficeConfig } from './config.ts';
import { openOffice, type Office, type OpenOptions } from './office.ts';
import { createOfficeServer } from './server.ts';
import { prepareClones } from './sites.ts';
import { recoverClones } from './clone-recovery.ts';
import { listenControl } from './control.ts';
import { installCommands } from './install-commands.ts';

export interface RunningOffice {
  office: Office;
  server: Server;
  /** The port it listens on (OFFICE_PORT=0 picks a free one). */
  port: number;
  url: string;
  close(): Promise<void>;
}

export async function startOffice(config: OfficeConfig, options: OpenOptions = {}): Promise<RunningOffice> {
  const started = performance.now();
  const startedAt = Date.now();
  // Begun while the database opens (PGlite compiles its WebAssembly off the main thread): the
  // routes' modules load, and the sign-in page's script is bundled by esbuild, a process of its own.
  const loading = import('./features.ts').then(({ features, prepareFeatures }) => {
    prepareFeatures();
    return features;
  });
  const office = await openOffice(config, options).catch(async (error: unknown) => {
    await loading.catch(() => undefined);
    throw error;
  });
  await prepareClones(config, office.log);
  // What an office killed mid-save or mid-publish left in its clones, cleared before any git runs.
  await recoverClones(config, startedAt, office.log);
  installCommands();
  for (const install of await loading) await install(office);
  const server = createOfficeServer(office);
  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${config.port} is in use: stop what uses it, or choose another with OFFICE_PORT.`)
          : error,
      ),
    );
    server.listen(config.port, config.host, () => resolvePromise());
  }).catch(async (error: unknown) => {
    await office.db.close();
    throw error;
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (config.port === 0) {
    config.port = port;
    if (config.publicUrlFollowsPort) config.publicUrl = `http://localhost:${port}`;
  }
  const control = listenControl(office);
  office.jobs.start();
  const url = config.publicUrl;
  office.log(
    `The office is ready at ${url} (${config.sites.length} site(s), ${office.db.kind}, ${Math.round(performance.now() - started)} ms).`,
  );
  return {
    office,
    server,
    port,
    url,
    async close() {
      await office.jobs.stop();
      await new Promise<void>((r) => control.close(() => r()));
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await office.db.close();
    },
  };
}
