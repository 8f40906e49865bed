import { REQUEST_TIMEOUT_MS, RESPONSE_CODE, TOAST_SECONDS, type AnyUpload, type UploadFields, type UploadReply } from '@pfs/domain';
import { feedback } from './feedback';
import { ApiError, noReply, readReply, sessionHeaders } from './request';

/** The upload's fields as its query string: empty ones are left out, as the form leaves them unset. */
function queryOf(fields: object | undefined): string {
  const entries = Object.entries(fields ?? {}).flatMap(([k, v]) => (v === undefined || v === null || v === '' ? [] : [[k, String(v)]]));
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
}

/**
 * The web's one way to make an upload defined in `@pfs/domain` (multipart, the file in field `file`, its fields in
 * the query string): URL and types come from the definition. A file past the definition's limit is refused before
 * sending with the server's own message; the reply is read as `request` reads one — errors toasted, 50014 opens
 * 重新登录. Resolves with the reply's `data`.
 */
export async function uploadCall<U extends AnyUpload>(
  call: U,
  file: Blob,
  ...[fields]: UploadFields<U> extends undefined ? [] : [fields: UploadFields<U>]
): Promise<UploadReply<U>> {
  if (file.size > call.file.maxBytes) {
    feedback.message.error(call.file.tooBig, TOAST_SECONDS);
    throw new ApiError(call.file.tooBig, RESPONSE_CODE.badRequest);
  }
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : 'file');
  let body: unknown;
  let status = 0;
  try {
    const res = await fetch(`${call.url}${queryOf(fields as object | undefined)}`, {
      method: call.method,
      headers: sessionHeaders(),
      body: form,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    status = res.status;
    body = await res.json().catch(() => undefined);
  } catch (err) {
    noReply(err, false, '上传超时');
  }
  // A reply without the envelope (a proxy's error page) is a failure here, not an answer.
  const reply = readReply<{ data?: UploadReply<U> }>(body && typeof body === 'object' && 'code' in body ? body : { code: status >= 400 ? status : RESPONSE_CODE.serverError, msg: `上传失败：HTTP ${status}` });
  return reply.data as UploadReply<U>;
}
