import { keepPreviousData } from '@tanstack/react-query';
import { getFacUserVoList } from '@pfs/domain';
import { useCall } from '@/lib/call-api';
import type { FacLogQueryBody } from './log-query';

/** Page visits of the members (访问日志), newest first, paged. */
export const useFacUserVoList = (body: FacLogQueryBody | undefined) =>
  useCall(getFacUserVoList, body!, { enabled: !!body?.fid, placeholderData: keepPreviousData });
