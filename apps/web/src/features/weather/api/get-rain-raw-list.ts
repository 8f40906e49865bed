import { exportRainRawList as exportRainRawListCall, getRainRawList, type rainRawListBodySchema } from '@pfs/domain';
import { callApi, callKey } from '@/lib/call-api';
import { useFacQuery } from '@/lib/fac-query';
import type { ListBody } from '@/lib/request';

export type RainRawBody = ListBody<typeof rainRawListBodySchema>;

/** The same filters as the list on screen, as Excel (the page and size are the list's own); the server checks the times. */
export const exportRainRawList = ({ page: _p, size: _s, ...body }: RainRawBody) => callApi(exportRainRawListCall, body);

/** The stored hourly rain, paged; the last page stays while the next loads. */
export const useRainRawList = (body: RainRawBody) =>
  useFacQuery(callKey(getRainRawList, body), body, (b) => callApi(getRainRawList, b));
