// The office as one object: its configuration, its database, its mail, its jobs and its routes.
// `startOffice` opens the data, runs the migrations, and starts the HTTP server and the jobs.
import type { OfficeConfig, SiteConfig } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { createMailer, type Mailer } from './mail.ts';
import { JobRunner } from './jobs.ts';
import { Router } from './http/router.ts';

export interface Office {
  config: OfficeConfig;
  db: Database;
  mail: Mailer;
  jobs: JobRunner;
  router: Router;
  /** The site of a name, or undefined: a name is never trusted beyond this look-up. */
  site(name: string | undefined): SiteConfig | undefined;
  /** Plain-word lines for the terminal; never a lead's content. */
  log(line: string): void;
}

export interface OpenOptions {
  log?: (line: string) => void;
}

/** The office's data and services, without the HTTP server (the command line uses this too). */
export async function openOffice(config: OfficeConfig, options: OpenOptions = {}): Promise<Office> {
  const log = options.log ?? ((line: string) => console.log(line));
  const db = await openDatabase(config);
  try {
    const ran = await migrate(db);
    if (ran.length) log(`Database: ran ${ran.join(', ')}.`);
  } catch (error) {
    await db.close();
    throw error;
  }
  const office: Office = {
    config,
    db,
    mail: createMailer(config, log),
    jobs: new JobRunner(db, log),
    router: new Router(),
    site: (name) => config.sites.find((s) => s.name === name),
    log,
  };
  return office;
}
