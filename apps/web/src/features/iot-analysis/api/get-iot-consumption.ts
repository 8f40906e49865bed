import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Consumption, consumptionBodySchema } from '@pfs/domain';
import { postData, type BodyOf } from '@/lib/request';
import { analysisKeys } from './query-keys';

export type ConsumptionResult = Consumption;
/** An area or meter row: what the table and chart read of both. */
export type ConsumptionRow = Consumption['areas'][number] | Consumption['meters'][number];
export type ConsumptionBody = BodyOf<typeof consumptionBodySchema>;

/** POST /api/get_iot_consumption — electricity (kwh) or water (m3) per day or month, per area and meter. */
export const getIotConsumption = (b: ConsumptionBody) => postData<ConsumptionResult>('/api/get_iot_consumption', b);

export const useIotConsumption = (b: ConsumptionBody | null) =>
  useQuery({ queryKey: analysisKeys.consumption(b), enabled: !!b, placeholderData: keepPreviousData, refetchInterval: 60_000, queryFn: () => getIotConsumption(b!) });
