import { useMutation } from '@tanstack/react-query';
import { type CallBody } from '@pfs/domain';
import { createIotExport } from '@pfs/domain/iot-history';
import { callApi } from '@/lib/call-api';

export type CreateExportBody = CallBody<typeof createIotExport>;

/** Starts an export job; its progress comes from get_iot_export. */
export const useCreateIotExport = () => useMutation({ mutationFn: (b: CreateExportBody) => callApi(createIotExport, b) });
