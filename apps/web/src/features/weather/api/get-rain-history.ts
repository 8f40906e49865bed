import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { rainHistoryBodySchema, type RainHistory } from '@pfs/domain';
import { postData, type FacBody } from '@/lib/request';
import { weatherKeys } from './weather-keys';

export type RainHistoryBody = FacBody<typeof rainHistoryBodySchema>;

/** POST /api/get_rain_history — rain by hour or by day with its grades. */
export const getRainHistory = (body: RainHistoryBody) => postData<RainHistory>('/api/get_rain_history', rainHistoryBodySchema.parse(body));

export const useRainHistory = (body: RainHistoryBody) =>
  useQuery({ queryKey: weatherKeys.history('rain', body), queryFn: () => getRainHistory(body), enabled: !!body.fid, placeholderData: keepPreviousData });
