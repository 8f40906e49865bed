import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { iotLogQuerySchema, type IotLogItem, type Paged } from '@pfs/domain';
import type { z } from 'zod';
import { postData } from '@/lib/request';
import { iotlogKeys } from './query-keys';

export type IotLogQueryBody = z.input<typeof iotLogQuerySchema>;

/** POST /api/get_iot_log_list [syslog.list] — IoT log entries, newest first, filtered and paged. */
export const getIotLogList = (body: IotLogQueryBody) => postData<Paged<IotLogItem>>('/api/get_iot_log_list', iotLogQuerySchema.parse(body));

export const useIotLogList = (body: IotLogQueryBody | undefined) =>
  useQuery({ queryKey: iotlogKeys.list(body), enabled: !!body?.fid, placeholderData: keepPreviousData, refetchInterval: 15_000, queryFn: () => getIotLogList(body!) });
