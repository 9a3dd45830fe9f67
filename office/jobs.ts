// Work that runs after a commit: alert emails and webhooks of a new lead, for example. A job is
// a row written in the same transaction as what it is about, so a crash between the two cannot
// lose it; after a restart the due jobs run. A job that fails is tried again with a growing
// pause, and after its last try it is marked failed and its kind's `gaveUp` runs.
import type { Database, Queryable } from './db/database.ts';

export interface JobKind {
  /** Does the work; throws to be tried again. */
  run(job: { id: number; site: string; payload: Record<string, unknown>; attempts: number }): Promise<void>;
  /** After the last try failed. */
  gaveUp?(job: { id: number; site: string; payload: Record<string, unknown> }, error: string): Promise<void>;
  /** Pauses between tries, in seconds; the number of entries is the number of retries. */
  backoff?: number[];
}

const DEFAULT_BACKOFF = [2, 5, 15, 60, 300, 900];

export async function enqueue(
  tx: Queryable,
  site: string,
  kind: string,
  payload: Record<string, unknown>,
): Promise<void> {
  await tx.query('insert into jobs (site, kind, payload) values ($1, $2, $3)', [site, kind, JSON.stringify(payload)]);
}

export class JobRunner {
  private kinds = new Map<string, JobKind>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  private again = false;
  private stopped = true;

  constructor(
    private db: Database,
    private log: (line: string) => void,
  ) {}

  define(kind: string, handler: JobKind): void {
    this.kinds.set(kind, handler);
  }

  start(): void {
    this.stopped = false;
    this.poke();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    while (this.running) await new Promise((r) => setTimeout(r, 10));
  }

  /** Run the due jobs now (after a commit that added one). */
  poke(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = true;
    void this.runDue()
      .catch((error: unknown) => this.log(`Jobs: ${(error as Error).message}`))
      .finally(() => {
        this.running = false;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.poke();
        } else {
          this.timer = setTimeout(() => this.poke(), 1000);
          this.timer.unref();
        }
      });
  }

  private async runDue(): Promise<void> {
    const kinds = [...this.kinds.keys()];
    if (!kinds.length) return;
    const { rows } = await this.db.query<{
      id: number;
      site: string;
      kind: string;
      payload: Record<string, unknown>;
      attempts: number;
    }>(
      'select id, site, kind, payload, attempts from jobs where done_at is null and failed_at is null and run_at <= now() and kind = any($1) order by id limit 50',
      [kinds],
    );
    for (const job of rows) {
      if (this.stopped) return;
      const kind = this.kinds.get(job.kind);
      if (!kind) continue;
      // Claimed by moving its time on: a second runner (another process on PostgreSQL) skips it.
      const backoff = kind.backoff ?? DEFAULT_BACKOFF;
      const pause = backoff[Math.min(job.attempts, backoff.length - 1)] ?? 60;
      const claim = await this.db.query(
        `update jobs set attempts = attempts + 1, run_at = now() + make_interval(secs => $2) where id = $1 and attempts = $3 and done_at is null returning id`,
        [job.id, pause, job.attempts],
      );
      if (!claim.rowCount) continue;
      try {
        await kind.run({ id: Number(job.id), site: job.site, payload: job.payload, attempts: job.attempts + 1 });
        await this.db.query('update jobs set done_at = now(), last_error = null where id = $1', [job.id]);
      } catch (error) {
        const message = String((error as Error).message ?? error).slice(0, 500);
        if (job.attempts + 1 > backoff.length) {
          await this.db.query('update jobs set failed_at = now(), last_error = $2 where id = $1', [job.id, message]);
          this.log(`Job ${job.kind} ${job.id} gave up: ${message}`);
          await kind.gaveUp?.({ id: Number(job.id), site: job.site, payload: job.payload }, message);
        } else {
          await this.db.query('update jobs set last_error = $2 where id = $1', [job.id, message]);
        }
      }
    }
  }
}
