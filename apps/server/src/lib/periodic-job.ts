type Log = { warn: (o: object, m: string) => void };

/**
 * A job the scheduler leader runs every few seconds. A failed run is logged and the next one tries again; the timer
 * does not keep the process alive.
 */
export abstract class PeriodicJob {
  private timer: NodeJS.Timeout | null = null;

  protected constructor(
    protected readonly log: Log,
    private readonly everyMs: number,
    /** Logged when a run fails. */
    private readonly failure: string,
  ) {}

  abstract runOnce(): Promise<unknown>;

  start() {
    this.timer ??= setInterval(() => void this.runOnce().catch((err: Error) => this.log.warn({ err: err.message }, this.failure)), this.everyMs);
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
