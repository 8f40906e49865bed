import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { lotSafety, picksOfLot, takeRange, type LotSafety, type PickRecord, type Treatment } from '@pfs/domain/finished';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../lib/produce-sql.js';
import { materialItemTable } from '../material/index.js';
import { plantBatchEventTable, plantBatchTable, plantHarvestTable, plantProtectionTable } from '../plant/index.js';
import { finishedLotTable } from './finished.table.js';

export type LotSafetyOf = LotSafety & { lot_id: number; lot_no: string; batch_no: string; picks: PickRecord[] };
type Key = { batch_id: number; grade: string };
const keyOf = (k: Key) => `${k.batch_id}|${k.grade}`;

const l = alias(finishedLotTable, 'l');
const b = alias(plantBatchTable, 'b');
const h = alias(plantHarvestTable, 'h');
const e = alias(plantBatchEventTable, 'e');
const p = alias(plantProtectionTable, 'p');
const m = alias(materialItemTable, 'm');

/**
 * What the safety rule (packages/domain lot-safety.ts) needs, read one way for the trace page, shipments and
 * entries (inside their transaction when they have one): a batch's treatments and its picks of a grade in log
 * order, and the entries (lots) of that batch and grade in the order recorded. Voided records count for nothing.
 */
export class LotSafetyRepository {
  constructor(private readonly db: Db) {}

  /** Each lot's picks and its judgement. Lots not found are left out. */
  async ofLots(lotIds: number[], db: Db = this.db): Promise<Map<number, LotSafetyOf>> {
    const out = new Map<number, LotSafetyOf>();
    if (lotIds.length === 0) return out;
    const ids = sql.join(
      lotIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const lots = rowsOf<{ lot_id: number; lot_no: string; batch_id: number; batch_no: string; grade: string; entered_on: string }>(
      await db.execute(sql`select ${l.lotId}, ${l.lotNo}, ${l.batchId}, ${b.batchNo}, ${l.grade}, ${l.enteredOn}::text entered_on
        from ${finishedLotTable} l join ${plantBatchTable} b on ${b.batchId} = ${l.batchId} where ${l.lotId} in (${ids})`),
    );
    const keys = [...new Map(lots.map((l) => [keyOf(l), { batch_id: l.batch_id, grade: l.grade }])).values()];
    const streams = await Promise.all(keys.map((k) => this.stream(db, k)));
    const byKey = new Map(keys.map((k, i) => [keyOf(k), streams[i]!]));
    for (const l of lots) {
      const st = byKey.get(keyOf(l))!;
      let picks = picksOfLot(st.picks, st.entries, l.lot_id);
      // A lot whose grams the picks do not cover (records written around the rules): every pick up to its entry.
      if (picks.length === 0) picks = st.picks.filter((p) => p.date <= l.entered_on);
      out.set(l.lot_id, { ...lotSafety(picks, st.treatments), lot_id: l.lot_id, lot_no: l.lot_no, batch_no: l.batch_no, picks });
    }
    return out;
  }

  /** The picks a new entry of `takeG` grams of a batch and grade would take, judged: it follows every entry so far. */
  async ofNextEntry(db: Db, k: Key, takeG: number): Promise<LotSafety & { picks: PickRecord[] }> {
    const st = await this.stream(db, k);
    const taken = st.entries.reduce((s, e) => s + e.take_g, 0);
    const picks = takeRange(st.picks, taken, taken + takeG);
    return { ...lotSafety(picks, st.treatments), picks };
  }

  private async stream(db: Db, k: Key): Promise<{ picks: PickRecord[]; entries: { lot_id: number; take_g: number }[]; treatments: Treatment[] }> {
    const [picks, entries, treatments] = await Promise.all([
      db.execute(sql`select ${e.seq}, ${h.date}::text "date", round(${h.kg} * 1000)::bigint g from ${plantHarvestTable} h join ${plantBatchEventTable} e on ${e.eventId} = ${h.eventId}
        where ${h.batchId} = ${k.batch_id} and ${h.grade} = ${k.grade} and not ${h.voided} order by ${e.seq}`),
      db.execute(sql`select ${l.lotId}, ${l.enteredG} + ${l.lossG} take_g from ${finishedLotTable} l where ${l.batchId} = ${k.batch_id} and ${l.grade} = ${k.grade} order by ${l.lotId}`),
      db.execute(sql`select ${e.seq}, ${p.date}::text "date", ${m.name} pesticide, ${p.target}, ${p.safeDays}, ${p.safeFrom}::text safe_from
        from ${plantBatchEventTable} e join ${plantProtectionTable} p on ${p.protId} = ${e.protId} join ${materialItemTable} m on ${m.itemId} = ${p.itemId}
        where ${e.batchId} = ${k.batch_id} and ${e.kind} = 'protect' and not ${e.voided} order by ${e.seq}`),
    ]);
    return {
      picks: rowsOf<{ seq: number; date: string; g: string }>(picks).map((p) => ({ seq: Number(p.seq), date: p.date, g: Number(p.g) })),
      entries: rowsOf<{ lot_id: number; take_g: string }>(entries).map((e) => ({ lot_id: Number(e.lot_id), take_g: Number(e.take_g) })),
      treatments: rowsOf<Treatment>(treatments).map((t) => ({ ...t, seq: Number(t.seq), safe_days: Number(t.safe_days) })),
    };
  }
}

/** A repository of lots for writes that judge their safety: it reads the judgement and runs the write in one transaction. */
export abstract class LotWriteRepository {
  /** Whether a lot holds produce picked inside a safety interval. */
  readonly safety: LotSafetyRepository;
  constructor(protected readonly db: Db) {
    this.safety = new LotSafetyRepository(db);
  }

  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(tx as unknown as Db));
  }
}
