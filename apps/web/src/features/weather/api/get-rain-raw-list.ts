import { getRainRawList } from '@pfs/domain/weather';
import { callApi, callKey } from '@/lib/call-api';
import { useFacQuery } from '@/lib/fac-query';
import type { ListBody } from '@/lib/request';

export type RainRawBody = ListBody<typeof getRainRawList.body>;

/** The stored hourly rain, paged; the last page stays while the next loads. */
export const useRainRawList = (body: RainRawBody) => useFacQuery(callKey(getRainRawList, body), body, (b) => callApi(getRainRawList, b));
