import { pathOf } from '@pfs/domain';
import { downloadExportFile, getIotExport } from '@pfs/domain/iot-history';
import { useCall } from '@/lib/call-api';

/** The finished file, served until it expires. */
export const exportDownloadUrl = (file: string) => pathOf(downloadExportFile, { file });

/** Job progress; polled every 0.5 s while it runs. */
export const useIotExport = (fid: number, jobId: string | null) =>
  useCall(
    getIotExport,
    { fid, job_id: jobId! },
    { enabled: !!jobId, silent: true, refetchInterval: (q) => (q.state.data?.state === 'running' || !q.state.data ? 500 : false) },
  );
