import { keepPreviousData } from '@tanstack/react-query';
import { getIotExtremeList, type historyExtremeListBodySchema } from '@pfs/domain/iot-history';
import { useCall } from '@/lib/call-api';
import type { ListBody } from '@/lib/request';

export type ExtremeQuery = ListBody<typeof historyExtremeListBodySchema>;

/** Per point and day: min and max with the time they occurred. */
export const useIotExtremeList = (q: ExtremeQuery) => useCall(getIotExtremeList, q, { placeholderData: keepPreviousData });
