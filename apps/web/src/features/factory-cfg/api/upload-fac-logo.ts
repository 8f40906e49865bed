import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REQUEST_TIMEOUT_MS, TOAST_SECONDS, type facLogoSchema } from '@pfs/domain';
import type { z } from 'zod';
import { feedback } from '@/lib/feedback';
import { useAuthStore } from '@/lib/auth-store';
import { ApiError } from '@/lib/request';
import { factoryCfgKeys } from './factory-cfg-keys';

export type FacLogo = z.infer<typeof facLogoSchema>;

/**
 * POST /api/upload_fac_logo?fid= — multipart field `file`, with the session's X-Token and X-RFrom headers (the JSON
 * request wrapper cannot send files). Failures are toasted like the wrapper does.
 */
export async function uploadFacLogo(fid: number, file: Blob, fileName = 'logo'): Promise<FacLogo> {
  const form = new FormData();
  form.append('file', file, fileName);
  const headers: Record<string, string> = { 'X-RFrom': 'w' };
  const token = useAuthStore.getState().token;
  if (token) headers['X-Token'] = token;
  let msg: string;
  try {
    const res = await fetch(`/api/upload_fac_logo?fid=${fid}`, { method: 'POST', headers, body: form, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const body = (await res.json().catch(() => null)) as { code?: number; msg?: string; data?: FacLogo } | null;
    if (body?.code === 200 && body.data) return body.data;
    msg = body?.msg || `上传失败：HTTP ${res.status}`;
  } catch (err) {
    msg = err instanceof DOMException && err.name === 'TimeoutError' ? '上传超时' : err instanceof Error ? err.message : '上传失败';
  }
  feedback.message.error(msg, TOAST_SECONDS);
  throw new ApiError(msg, 0);
}

/** After the upload the session is reloaded, so the side menu shows the new logo at once. */
export function useUploadFacLogo(fid: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFacLogo(fid, file, file.name),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: factoryCfgKeys.cfg(fid) });
      await useAuthStore
        .getState()
        .getInfo()
        .catch(() => undefined);
    },
  });
}
