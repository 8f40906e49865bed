import { saveSiAnswer, saveSiAnswerBodySchema } from '@pfs/domain/si';
import { callApi } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type SiAnswerInput = FacBody<typeof saveSiAnswerBodySchema>;

/**
 * One item's answer, saved at once. Retries are silent: the item shows its own saved / failed state (a dropped
 * connection is retried from the phone's storage, so a toast per retry would only be noise).
 */
export const sendSiAnswer = (body: SiAnswerInput, silent: boolean) => callApi(saveSiAnswer, saveSiAnswerBodySchema.parse(body), { silent });
