import type { Telemetry } from '@pfs/domain/iot-ingest';

/** A gateway's telemetry message (`pfs/v1/<sn>/telemetry`) with readings of one point, each `[ts, v]`. */
export const telemetryOf = (seq: number, code: string, readings: readonly (readonly [ts: number, v: number])[]) =>
  JSON.stringify({ seq, points: { [code]: readings.map(([ts, v]) => ({ ts, v })) } } satisfies Telemetry);
