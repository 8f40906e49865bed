import { getIotLogList, type iotLogQuerySchema } from '@pfs/domain/iotlog';
import { usePagedCall } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type IotLogQueryBody = FacBody<typeof iotLogQuerySchema>;

/** [syslog.list] IoT log entries, newest first, filtered and paged. */
export const useIotLogList = (body: IotLogQueryBody | undefined) => usePagedCall(getIotLogList, body, { refetchInterval: 15_000 });
