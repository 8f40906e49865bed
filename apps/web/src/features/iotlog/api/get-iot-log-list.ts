import { keepPreviousData } from '@tanstack/react-query';
import { getIotLogList, type iotLogQuerySchema } from '@pfs/domain';
import type { z } from 'zod';
import { useCall } from '@/lib/call-api';

export type IotLogQueryBody = z.input<typeof iotLogQuerySchema>;

/** [syslog.list] IoT log entries, newest first, filtered and paged. */
export const useIotLogList = (body: IotLogQueryBody | undefined) =>
  useCall(getIotLogList, body!, { enabled: !!body?.fid, placeholderData: keepPreviousData, refetchInterval: 15_000 });
