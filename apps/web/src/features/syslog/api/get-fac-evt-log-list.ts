import { keepPreviousData } from '@tanstack/react-query';
import { getFacEvtLogList } from '@pfs/domain';
import { useCall } from '@/lib/call-api';
import type { FacLogQueryBody } from './log-query';

/** Factory events (工厂事件), newest first, paged. */
export const useFacEvtLogList = (body: FacLogQueryBody | undefined) =>
  useCall(getFacEvtLogList, body!, { enabled: !!body?.fid, placeholderData: keepPreviousData });
