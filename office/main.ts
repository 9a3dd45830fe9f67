// `npm run office` starts the office; `npm run office -- COMMAND …` runs one of its commands
// (invite, backup, restore), through the running office when there is one.
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { commands, UsageError } from './commands.ts';
import { sendControl } from './control.ts';
import { openOffice } from './office.ts';
import { startOffice } from './start.ts';
import { DatabaseUnavailable } from './db/database.ts';
import { MigrationError } from './db/migrate.ts';
import { installCommands } from './install-commands.ts';

async function main(argv: string[]): Promise<number> {
  const config = loadConfig();
  const [command = 'start', ...args] = argv;
  if (command === 'start' || command === 'serve') {
    const running = await startOffice(config);
    const stop = () => {
      void running.close().then(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return -1;
  }
  installCommands();
  const known = commands.get(command);
  if (!known)
    throw new UsageError(`Unknown command "${command}". Commands: start, ${[...commands.keys()].join(', ')}.`);
  // Files named on the command line are read from where the command was typed.
  const files = command === 'backup' || command === 'restore' ? args.map((a) => resolve(a)) : args;
  const sent = await sendControl(config.dataDir, command, files);
  if (sent) {
    console.log(sent.output);
    return sent.ok ? 0 : 1;
  }
  const office = await openOffice(config, { log: (line) => console.error(line) });
  try {
    console.log(await known(office, files));
    return 0;
  } finally {
    await office.db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exit(code);
  },
  (error: unknown) => {
    if (
      error instanceof ConfigError ||
      error instanceof UsageError ||
      error instanceof DatabaseUnavailable ||
      error instanceof MigrationError
    ) {
      console.error(error.message);
      process.exit(error instanceof UsageError ? 2 : 1);
    }
    console.error(error);
    process.exit(1);
  },
);
