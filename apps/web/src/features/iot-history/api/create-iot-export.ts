import { useMutation } from '@tanstack/react-query';
import type { ExportJob, createIotExportBodySchema } from '@pfs/domain';
import { postData, type BodyOf } from '@/lib/request';

export type CreateExportBody = BodyOf<typeof createIotExportBodySchema>;

/** POST /api/create_iot_export — starts an export job; its progress comes from get_iot_export. */
export const createIotExport = (b: CreateExportBody) => postData<ExportJob>('/api/create_iot_export', b);

export const useCreateIotExport = () => useMutation({ mutationFn: createIotExport });
