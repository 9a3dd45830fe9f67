// Runs git for the editor's Publish and History: execFile (no shell), the arguments as given,
// a time limit, and never a question: GIT_TERMINAL_PROMPT=0, and a refusing askpass that ssh
// must use instead of the terminal (SSH_ASKPASS_REQUIRE=force), make a push that needs a
// password fail at once instead of waiting for an answer nobody can type. Credential helpers
// (a stored sign-in) still work.
import { execFile } from 'node:child_process';

export class GitMissing extends Error {
  constructor() {
    super(
      'Git is not installed on this computer, so the editor cannot publish or show history. Install it from https://git-scm.com, then reload the editor.',
    );
  }
}

/**
 * A text with the sign-in part of every address taken out: `https://user:p@ss@host/x` becomes
 * `https://host/x`. The part before the last @ of the address's host is the user and password
 * (a password may hold @), so all of it goes.
 */
export const hideCredentials = (text: string): string => text.replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^/\s'"<>]*@/gi, '$1');

export class GitFailed extends Error {
  constructor(
    readonly args: readonly string[],
    readonly code: number | string | null,
    readonly stderr: string,
    /** What it printed on stdout (push --porcelain tells each branch's fate there). */
    readonly stdout = '',
  ) {
    super(`git ${args[0]} failed: ${hideCredentials(stderr.trim().split('\n').pop() || `exit ${code}`)}`);
  }
}

export interface GitOptions {
  cwd: string;
  /** Extra environment, e.g. GIT_INDEX_FILE for a temporary index. */
  env?: Record<string, string>;
  timeoutMs?: number;
  /** Binary output (file contents); stdout is then latin1-safe through the Buffer. */
  binary?: boolean;
  /** The git program; tests point it at a missing one. */
  program?: string;
  /** What git reads on its standard input (the object ids of cat-file --batch). */
  input?: string;
}

export const GIT_TIMEOUT_MS = 20_000;
export const PUSH_TIMEOUT_MS = 60_000;
const MAX_OUTPUT = 64 * 1024 * 1024;

/** The environment every git call gets: no prompts, no pager, plain English messages. */
function gitEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    GIT_TERMINAL_PROMPT: '0',
    GIT_ASKPASS: 'false',
    SSH_ASKPASS: 'false',
    SSH_ASKPASS_REQUIRE: 'force',
    GIT_PAGER: 'cat',
    LC_ALL: 'C',
    LANG: 'C',
    ...extra,
  };
}

/** Runs git; resolves with its output, rejects with GitMissing or GitFailed. */
export function git(args: readonly string[], options: GitOptions & { binary: true }): Promise<Buffer>;
export function git(args: readonly string[], options: GitOptions): Promise<string>;
export function git(args: readonly string[], options: GitOptions): Promise<string | Buffer> {
  return new Promise((resolvePromise, reject) => {
    const child = execFile(
      options.program ?? process.env.SITE_EDITOR_GIT ?? 'git',
      args,
      {
        cwd: options.cwd,
        env: gitEnv(options.env),
        timeout: options.timeoutMs ?? GIT_TIMEOUT_MS,
        killSignal: 'SIGKILL',
        maxBuffer: MAX_OUTPUT,
        encoding: options.binary ? 'buffer' : 'utf8',
        windowsHide: true,
      },
      (error, stdout, stderr) => {
        if (!error) return resolvePromise(stdout);
        const code = (error as NodeJS.ErrnoException).code;
        // A program that cannot be started (the folder exists: it is the site's own).
        if (code === 'ENOENT') return reject(new GitMissing());
        const killed = (error as { killed?: boolean }).killed;
        reject(
          new GitFailed(
            args,
            killed ? 'timeout' : (code ?? null),
            killed ? 'timed out' : String(stderr),
            String(stdout),
          ),
        );
      },
    );
    // Without input, git's standard input is closed at once: nothing of the server's is read.
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(options.input);
  });
}

/** A full commit id (SHA-1 or SHA-256), nothing else: no ranges, no names, no options. */
export const isCommitId = (value: unknown): value is string =>
  typeof value === 'string' && /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(value);
