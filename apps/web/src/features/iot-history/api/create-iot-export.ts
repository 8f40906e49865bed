import { useMutation } from '@tanstack/react-query';
import type { ExportFormat, ExportJob, HistoryGrain } from '@pfs/domain';
import { postData } from '@/lib/request';

export type CreateExportBody = { fid: number; point_ids: number[]; start: string; end: string; grain: HistoryGrain; format: ExportFormat };

/** POST /api/create_iot_export — starts an export job; its progress comes from get_iot_export. */
export const createIotExport = (b: CreateExportBody) => postData<ExportJob>('/api/create_iot_export', b);

export const useCreateIotExport = () => useMutation({ mutationFn: createIotExport });
