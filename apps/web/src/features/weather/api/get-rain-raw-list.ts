import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { exportRainRawBodySchema, rainRawListBodySchema, type ListExportFile, type Paged, type RainRawItem } from '@pfs/domain';
import { postData, type ListBody } from '@/lib/request';
import { weatherKeys } from './weather-keys';

export type RainRawBody = ListBody<typeof rainRawListBodySchema>;

/** POST /api/get_rain_raw_list — the stored hourly rain, paged. */
export const getRainRawList = (body: RainRawBody) => postData<Paged<RainRawItem>>('/api/get_rain_raw_list', rainRawListBodySchema.parse(body));
/** POST /api/export_rain_raw_list — the same filters, as Excel. */
export const exportRainRawList = ({ page: _p, size: _s, ...body }: RainRawBody) => postData<ListExportFile>('/api/export_rain_raw_list', exportRainRawBodySchema.parse(body));

export const useRainRawList = (body: RainRawBody) =>
  useQuery({ queryKey: weatherKeys.history('raw', body), queryFn: () => getRainRawList(body), enabled: !!body.fid, placeholderData: keepPreviousData });
