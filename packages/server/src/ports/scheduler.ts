// Jobs driven by the clock (retention, webhook retries): they run when the clock says they are due.

/** @public */
export interface Job {
  name: string;
  /** Minimum time between runs. */
  everyMs: number;
  run(now: number): Promise<void> | void;
}

/** @public */
export class Scheduler {
  private readonly jobs: Array<Job & { lastRun: number }> = [];
  private running: Promise<void> | undefined;

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
