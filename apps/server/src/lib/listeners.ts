/**
 * Several interested services per event (alarms, strategies, the live channel…). Each listener runs in turn;
 * one listener's failure is reported and does not stop the others or the producer.
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
    for (const fn of this.fns) {
      try {
        await fn(...args);
      } catch (err) {
        this.onError(err);
      }
    }
  }
}
