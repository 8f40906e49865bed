import type { z } from 'zod';
import type { iotLogQuerySchema } from '@pfs/domain';

/** Query keys of 物联网日志. */
export const iotlogKeys = {
  list: (body: z.input<typeof iotLogQuerySchema> | undefined) => ['iotlog', body?.fid, 'list', body] as const,
  members: (fid: number) => ['iotlog', fid, 'members'] as const,
};
