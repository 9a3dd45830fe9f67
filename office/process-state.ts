// A process's state from Linux's /proc/PID/stat: its state letter (Z: a zombie, ended but not
// reaped), its parent and its process group. The command name in parentheses may hold spaces
// and parentheses, so the fields are read after the last ')'. Undefined when there is no such
// process or no /proc (not Linux).
import { readFileSync } from 'node:fs';

export interface ProcessState {
  state: string;
  ppid: number;
  pgrp: number;
}

export function processState(pid: number): ProcessState | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  const [state, ppid, pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state, ppid: Number(ppid), pgrp: Number(pgrp) };
}
