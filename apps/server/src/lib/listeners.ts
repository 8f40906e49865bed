/**
 * Several interested services per event (alarms, strategies, the live channel…). Every listener is started at
 * once, in the order added, and `emit` settles when all have finished: a slow listener (alarm evaluation) never
 * holds back a quick one (live values), and one listener's failure is reported without stopping the others or
 * the producer.
 */
export class Listeners<A extends unknown[]> {
  private readonly fns: ((...args: A) => unknown)[] = [];

  constructor(private readonly onError: (err: unknown) => void = () => undefined) {}

  add(fn: (...args: A) => unknown): () => void {
    this.fns.push(fn);
    return () => {
      const i = this.fns.indexOf(fn);
      if (i >= 0) this.fns.splice(i, 1);
    };
  }

  get size() {
    return this.fns.length;
  }

  async emit(...args: A): Promise<void> {
    // Each call starts synchronously here (an async function runs until its first await), so the order of
    // `add` is the order in which listeners start; none waits for another.
    await Promise.all(
      [...this.fns].map(async (fn) => {
        try {
          await fn(...args);
        } catch (err) {
          this.onError(err);
        }
      }),
    );
  }
}

export type ListenOptions = {
  /**
   * false: the producer does not wait for this listener (the strategies queue their own work, and ingest must not
   * wait for them). Its failure is still caught and logged.
   */
  wait?: boolean;
};

/**
 * Subscribes named listeners whose failures are logged under that name (`读数 → 告警`), whatever the producer
 * does with errors. Used by the wiring in `services.ts`, where every subscription is listed in one place.
 */
export function listenerWiring(logFailure: (err: unknown, name: string) => void) {
  return function listen<A extends unknown[]>(event: Listeners<A>, name: string, fn: NoInfer<(...args: A) => unknown>, opts: ListenOptions = {}): () => void {
    return event.add(async (...args: A) => {
      // An async wrapper turns a synchronous throw into a rejection too.
      const run = (async () => fn(...args))().catch((err: unknown) => logFailure(err, name));
      if (opts.wait !== false) await run;
    });
  };
}
