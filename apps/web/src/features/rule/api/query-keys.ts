import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the strategy feature; every write refreshes all of them (lists, overview, records). */
export const ruleKeys = {
  all: ['iot-rules'] as const,
  list: (fid: number | undefined) => ['iot-rules', 'list', fid] as const,
  one: (fid: number | undefined, id: number | null) => ['iot-rules', 'one', fid, id] as const,
  overview: (fid: number | undefined) => ['iot-rules', 'overview', fid] as const,
  execs: (q: unknown) => ['iot-rules', 'execs', q] as const,
  exec: (fid: number | undefined, id: number | null) => ['iot-rules', 'exec', fid, id] as const,
};

export const invalidateRules = (qc: QueryClient) => qc.invalidateQueries({ queryKey: ruleKeys.all });
