import type { BatchDetail } from '@pfs/domain/plant';
import type { GanttRow, OrderDetail } from '@pfs/domain/sales';

/** Forecast states that keep the order's date (the Gantt marks every other one). */
const KEPT = new Set(['on_time', 'done', 'cancelled']);

type Sources = {
  gantt(fid: number, from: string, to: string, status?: GanttRow['status']): Promise<GanttRow[]>;
  forecast(fid: number, orderId: number): Promise<OrderDetail['forecast']>;
  plan(fid: number, batchId: number): Promise<BatchDetail['plan']>;
};

/**
 * The Gantt as the order page draws it: the planned phases, what each sown batch really did (from its records),
 * and the orders whose forecast says they may miss the date.
 */
export class SalesGanttService {
  constructor(private readonly src: Sources) {}

  async rows(fid: number, from: string, to: string, status?: GanttRow['status']): Promise<GanttRow[]> {
    const rows = await this.src.gantt(fid, from, to, status);
    return Promise.all(
      rows.map(async (o) => {
        const open = o.status !== 'done' && o.status !== 'cancelled';
        const f = open ? await this.src.forecast(fid, o.order_id) : null;
        const batches = await Promise.all(
          o.batches.map(async (b) => (b.batch_id ? { ...b, actual: actualOf(await this.src.plan(fid, b.batch_id)) } : { ...b, actual: [] })),
        );
        return { ...o, batches, risk: f && !KEPT.has(f.state) ? { state: f.state, message: f.message } : null };
      }),
    );
  }
}

/** The phases a batch has started, with their real start and end (null while it is still in the phase). */
export const actualOf = (plan: BatchDetail['plan']) =>
  plan.filter((p) => p.actual_start !== null).map((p) => ({ phase: p.phase, start: p.actual_start!, end: p.actual_end }));
