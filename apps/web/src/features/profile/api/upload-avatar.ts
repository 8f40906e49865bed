import { useMutation } from '@tanstack/react-query';
import { REQUEST_TIMEOUT_MS, TOAST_SECONDS } from '@pfs/domain';
import { feedback } from '@/lib/feedback';
import { useAuthStore } from '@/lib/auth-store';

/**
 * POST /api/upload_avatar — multipart, field `file`, with the session's X-Token and X-RFrom headers
 * (the JSON request wrapper cannot send files). Failures are toasted like the wrapper does.
 */
export async function uploadAvatar(file: Blob, fileName = 'avatar'): Promise<{ pic: string }> {
  const form = new FormData();
  form.append('file', file, fileName);
  const headers: Record<string, string> = { 'X-RFrom': 'w' };
  const token = useAuthStore.getState().token;
  if (token) headers['X-Token'] = token;
  let msg: string;
  try {
    const res = await fetch('/api/upload_avatar', { method: 'POST', headers, body: form, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const body = (await res.json().catch(() => null)) as { code?: number; msg?: string; data?: { pic: string } } | null;
    if (body?.code === 200 && body.data) return body.data;
    msg = body?.msg || `上传失败：HTTP ${res.status}`;
  } catch (err) {
    msg = err instanceof DOMException && err.name === 'TimeoutError' ? '上传超时' : err instanceof Error ? err.message : '上传失败';
  }
  feedback.message.error(msg, TOAST_SECONDS);
  throw new Error(msg);
}

/** After the upload the session is reloaded, so the top bar shows the new avatar. */
export function useUploadAvatar() {
  return useMutation({
    mutationFn: (file: File) => uploadAvatar(file, file.name),
    onSuccess: () => useAuthStore.getState().getInfo().catch(() => undefined),
  });
}
