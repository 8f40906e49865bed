import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { RESPONSE_CODE, TOAST_SECONDS, type AnyCall, type CallBody } from '@pfs/domain';
import { feedback } from '@/lib/feedback';
import { callWithMsg } from '@/lib/call-api';
import { ApiError, type FacBody } from '@/lib/request';
import { invalidatePlant } from './plant-keys';

/** Shown when someone else recorded on the batch since the form opened; the page then shows the batch as it is. */
export const STALE_BATCH_MSG = '该批次已被他人修改，已刷新为最新状态，请核对后重新操作';

/** The body as the server will check it; a form that slipped past its rules gets the schema's own message. */
export function parseBody<S extends z.ZodType>(schema: S, body: z.input<S>): z.output<S> {
  const r = schema.safeParse(body);
  if (r.success) return r.data;
  const msg = r.error.issues[0]?.message ?? '填写的内容不正确';
  feedback.message.error(msg, TOAST_SECONDS);
  throw new ApiError(msg, RESPONSE_CODE.badRequest);
}

/**
 * A planting write: sends the checked body and refreshes every planting view of the factory afterwards (lists,
 * overview, map, detail, occupancy), whether it succeeded or lost a race. A 409 (the batch changed meanwhile) says
 * so in words a grower understands instead of the server's generic conflict toast.
 */
export function plantWriteCall<C extends AnyCall>(def: C) {
  const call = async (body: FacBody<NonNullable<C['body']>>) => {
    const checked = parseBody(def.body as z.ZodType, body) as CallBody<C>;
    try {
      return await callWithMsg(def, checked, { silent: true });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      // An expired session is refused before anything runs: asking again lets the wrapper open its 重新登录 dialog.
      if (err.code === RESPONSE_CODE.tokenInvalid) return callWithMsg(def, checked);
      if (err.code === RESPONSE_CODE.conflict && 'version' in (body as object)) feedback.message.warning(STALE_BATCH_MSG, TOAST_SECONDS);
      else feedback.message.error(err.message, TOAST_SECONDS);
      throw err;
    }
  };
  const useCall = () => {
    const qc = useQueryClient();
    return useMutation({ mutationFn: call, onSettled: (_r, _e, b) => invalidatePlant(qc, b.fid) });
  };
  return { call, useCall };
}
