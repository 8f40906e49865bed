import { useQuery } from '@tanstack/react-query';
import type { ExportJob } from '@pfs/domain';
import { postData } from '@/lib/request';
import { historyKeys } from './query-keys';

/** POST /api/get_iot_export — job progress; polled every 0.5 s while it runs. */
export const getIotExport = (fid: number, jobId: string) => postData<ExportJob>('/api/get_iot_export', { fid, job_id: jobId }, { silent: true });

/** The finished file, served until it expires. */
export const exportDownloadUrl = (file: string) => `/api/pub/down_tmp/${file}`;

export const useIotExport = (fid: number, jobId: string | null) =>
  useQuery({
    queryKey: historyKeys.export(fid, jobId),
    enabled: !!jobId,
    queryFn: () => getIotExport(fid, jobId!),
    refetchInterval: (q) => (q.state.data?.state === 'running' || !q.state.data ? 500 : false),
  });
