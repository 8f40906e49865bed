import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ConsumptionQuantity } from '@pfs/domain';
import { postData } from '@/lib/request';
import { analysisKeys } from './query-keys';

export type ConsumptionRow = { area_id: number | null; area_name: string; values: number[]; total: number };
export type ConsumptionResult = {
  quantity: ConsumptionQuantity;
  unit: string;
  grain: 'day' | 'month';
  buckets: string[];
  totals: number[];
  total: number;
  areas: (ConsumptionRow & { meter_ct: number })[];
  meters: (ConsumptionRow & { point_id: number; name: string; gw_name: string })[];
};
export type ConsumptionBody = { fid: number; quantity: ConsumptionQuantity; start_day: string; end_day: string; grain: 'day' | 'month' };

/** POST /api/get_iot_consumption — electricity (kwh) or water (m3) per day or month, per area and meter. */
export const getIotConsumption = (b: ConsumptionBody) => postData<ConsumptionResult>('/api/get_iot_consumption', b);

export const useIotConsumption = (b: ConsumptionBody | null) =>
  useQuery({ queryKey: analysisKeys.consumption(b), enabled: !!b, placeholderData: keepPreviousData, refetchInterval: 60_000, queryFn: () => getIotConsumption(b!) });
