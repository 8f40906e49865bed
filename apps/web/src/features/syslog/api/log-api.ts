import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '@pfs/domain';
import { postData } from '../../../lib/request';

export type LogQuery = { fid: number; page: number; size: number; start?: string; end?: string; uid?: number; type?: string };
export type UserLogItem = { id: number; ts: string; uid: number | null; uni_no: string; cname: string; type: string; type_label: string; detail: string; ip: string };
export type PageVisitItem = { id: number; ts: string; uid: number; uni_no: string; cname: string; site_name: string; path: string; param: string };
export type FacEventItem = { id: number; ts: string; uid: number | null; cname: string; type: string; type_label: string; detail: string };
export type LogStats = {
  days: { day: string; user_log_ct: number; page_visit_ct: number; fac_evt_ct: number }[];
  totals: { user_log_ct: number; page_visit_ct: number; fac_evt_ct: number; active_user_ct: number };
};

const useLogList = <T,>(name: string, url: string, q: LogQuery) =>
  useQuery({ queryKey: [name, q], queryFn: () => postData<Paged<T>>(url, q), placeholderData: keepPreviousData });

export const useUserLogList = (q: LogQuery) => useLogList<UserLogItem>('userlog', '/api/get_fac_userlog_list', q);
export const usePageVisitList = (q: LogQuery) => useLogList<PageVisitItem>('uservo', '/api/get_fac_user_vo_list', q);
export const useFacEventList = (q: LogQuery) => useLogList<FacEventItem>('facevt', '/api/get_fac_evt_log_list', q);
export const useLogStats = (fid: number | undefined, days: number) =>
  useQuery({ queryKey: ['logstats', fid, days], enabled: !!fid, queryFn: () => postData<LogStats>('/api/get_fac_log_stats', { fid, days }) });
