// Jobs driven by the clock (retention, webhook retries): they run when the clock says they are due.

/** A job the clock runs now and then (webhook retries, raw IP retention). @public */
export interface Job {
  /** The job's name. */
  name: string;
  /** Minimum time between runs. */
  everyMs: number;
  /** Does the work due at `now`. */
  run(now: number): Promise<void> | void;
}

/**
 * Runs the jobs that are due when the clock says so, a port: the server asks it before each request and whenever a
 * test moves the clock (`testControl.runDueJobs`), so clock-driven work needs no timers. `MemoryScheduler` is the
 * default.
 * @public
 */
export interface Scheduler {
  /** Adds a job; it is due at once, then every `everyMs`. */
  register(job: Job): void;
  /** Whether any job is due at `now` (or a pass is running): a cheap check for the per-request path. */
  due(now: number): boolean;
  /** Runs every job due at `now` once; concurrent calls share one pass, so a job never runs twice at once. */
  tick(now: number): Promise<void>;
}

/** The jobs and when each last ran, kept in memory: the default `Scheduler`. @public */
export class MemoryScheduler implements Scheduler {
  private readonly jobs: Array<Job & { lastRun: number }> = [];
  private running: Promise<void> | undefined;

  /** Adds a job. */
  register(job: Job): void {
    this.jobs.push({ ...job, lastRun: Number.NEGATIVE_INFINITY });
  }

  /** Whether any job is due (a cheap check for the per-request path). */
  due(now: number): boolean {
    return this.running !== undefined || this.jobs.some((job) => now - job.lastRun >= job.everyMs);
  }

  /** Runs every due job once; concurrent calls share one pass. */
  tick(now: number): Promise<void> {
    if (!this.running) {
      this.running = this.pass(now).finally(() => {
        this.running = undefined;
      });
    }
    return this.running;
  }

  private async pass(now: number): Promise<void> {
    for (const job of this.jobs) {
      if (now - job.lastRun < job.everyMs) continue;
      job.lastRun = now;
      await job.run(now);
    }
  }
}
