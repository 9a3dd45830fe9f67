// Every command of the office, defined once (the command line and the control socket share them).
import { installBackupCommands } from './backup.ts';
import { installInviteCommand } from './auth/invite-command.ts';

let installed = false;

export function installCommands(): void {
  if (installed) return;
  installed = true;
  installBackupCommands();
  installInviteCommand();
}
