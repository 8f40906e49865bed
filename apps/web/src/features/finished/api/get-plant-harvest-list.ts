import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { harvestListBodySchema, type HarvestItem, type Paged } from '@pfs/domain';
import { postData, type FacBody } from '@/lib/request';

export type { HarvestItem } from '@pfs/domain';

type Body = FacBody<typeof harvestListBodySchema>;
const get = (b: Body) => postData<Paged<HarvestItem>>('/api/get_plant_harvest_list', harvestListBodySchema.parse(b));

/**
 * POST /api/get_plant_harvest_list — 采收记录: every pick with its weight by grade. A planting call (its owner
 * defines it): kept under the ['finished', fid] prefix that a voided pick refreshes (void-plant-record.ts).
 */
export const pickRecordList = {
  use: (b: Body | undefined) =>
    useQuery({ queryKey: ['finished', b?.fid ?? 0, '/api/get_plant_harvest_list', b], queryFn: () => get(b!), enabled: !!b?.fid, placeholderData: keepPreviousData }),
};
