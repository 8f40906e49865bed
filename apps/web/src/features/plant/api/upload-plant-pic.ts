import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { PIC_MAX_BYTES, PIC_TYPES, REQUEST_TIMEOUT_MS, TOAST_SECONDS, uploadPicFieldsSchema } from '@pfs/domain';
import { feedback } from '@/lib/feedback';
import { useAuthStore } from '@/lib/auth-store';
import { ApiError } from '@/lib/request';
import { invalidatePlant } from './plant-keys';
import type { PlantPic } from './get-plant-pic-list';
import { parseBody } from './plant-write-call';

export type UploadPicFields = z.input<typeof uploadPicFieldsSchema> & { fid: number };

/** What the browser can tell before sending: the server checks the content again. */
export function picFileProblem(file: { type: string; size: number }): string | null {
  if (!(PIC_TYPES as readonly string[]).includes(file.type)) return '只能上传 JPEG、PNG 或 WebP 图片';
  if (file.size > PIC_MAX_BYTES) return `图片不能超过 ${PIC_MAX_BYTES / 1024 / 1024} MB，请压缩后再上传`;
  return null;
}

/**
 * POST /api/upload_plant_pic?fid=&kind=&taken_on=… — multipart, field `file`, with the session's X-Token (the JSON
 * request wrapper cannot send files). The text fields travel in the query string, as the route declares them.
 */
export async function uploadPlantPic(fields: UploadPicFields, file: File): Promise<PlantPic> {
  const checked = parseBody(uploadPicFieldsSchema, fields);
  const problem = picFileProblem(file);
  if (problem) {
    feedback.message.error(problem, TOAST_SECONDS);
    throw new ApiError(problem, 400);
  }
  const query = new URLSearchParams(Object.entries(checked).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])));
  const form = new FormData();
  form.append('file', file, file.name);
  const headers: Record<string, string> = { 'X-RFrom': 'w' };
  const token = useAuthStore.getState().token;
  if (token) headers['X-Token'] = token;
  let msg: string;
  let code = 0;
  try {
    const res = await fetch(`/api/upload_plant_pic?${query.toString()}`, {
      method: 'POST',
      headers,
      body: form,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => null)) as { code?: number; msg?: string; data?: PlantPic } | null;
    if (body?.code === 200 && body.data) return body.data;
    code = body?.code ?? res.status;
    msg = body?.msg || `上传失败：HTTP ${res.status}`;
  } catch (err) {
    msg = err instanceof DOMException && err.name === 'TimeoutError' ? '上传超时' : err instanceof Error ? err.message : '上传失败';
  }
  feedback.message.error(msg, TOAST_SECONDS);
  throw new ApiError(msg, code);
}

export function useUploadPlantPic() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, file }: { fields: UploadPicFields; file: File }) => uploadPlantPic(fields, file),
    onSuccess: (_r, v) => invalidatePlant(qc, v.fields.fid),
  });
}
