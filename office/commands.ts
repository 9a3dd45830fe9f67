// The office's commands (`npm run office -- NAME …`): invite, backup, restore. Each runs in the
// office's process: sent to a running office through its control socket, or run by the command
// line itself when no office is running (opening the data for the time of the command).
import type { Office } from './office.ts';

export type Command = (office: Office, args: string[]) => Promise<string>;

export const commands = new Map<string, Command>();

export function defineCommand(name: string, command: Command): void {
  commands.set(name, command);
}

export class UsageError extends Error {}

/** `--name value` flags and the words before them. */
export function readArgs(args: string[], flags: string[]): { words: string[]; flags: Record<string, string> } {
  const words: string[] = [];
  const found: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2);
      if (!flags.includes(name))
        throw new UsageError(`Unknown option --${name} (known: ${flags.map((f) => `--${f}`).join(', ')}).`);
      const value = inline ?? args[++i];
      if (value === undefined) throw new UsageError(`--${name} needs a value.`);
      found[name] = value;
    } else words.push(arg);
  }
  return { words, flags: found };
}
