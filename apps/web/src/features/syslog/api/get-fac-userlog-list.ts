import { keepPreviousData } from '@tanstack/react-query';
import { getFacUserlogList } from '@pfs/domain';
import { useCall } from '@/lib/call-api';
import type { FacLogQueryBody } from './log-query';

/** User-log entries (登录、密码、成员与角色的变更), newest first, paged. */
export const useFacUserlogList = (body: FacLogQueryBody | undefined) =>
  useCall(getFacUserlogList, body!, { enabled: !!body?.fid, placeholderData: keepPreviousData });
