import { keepPreviousData } from '@tanstack/react-query';
import { getIotConsumption, type consumptionBodySchema, type Consumption } from '@pfs/domain/iot-analysis';
import { useCall } from '@/lib/call-api';
import type { BodyOf } from '@/lib/request';

export type ConsumptionResult = Consumption;
/** An area or meter row: what the table and chart read of both. */
export type ConsumptionRow = Consumption['areas'][number] | Consumption['meters'][number];
export type ConsumptionBody = BodyOf<typeof consumptionBodySchema>;

/** Electricity (kwh) or water (m3) per day or month, per area and meter. */
export const useIotConsumption = (b: ConsumptionBody | null) =>
  useCall(getIotConsumption, b!, { enabled: !!b, placeholderData: keepPreviousData, refetchInterval: 60_000 });
