import { createPlantProtection, getPlantProtection, getPlantProtectionImpact, plantProtectionList, type ProtectionKind } from '@pfs/domain/plant';
import { routesOf, withMsg } from '../../lib/route.js';
import type { PlantProtectionService } from './plant-protection.service.js';

const filter = (b: { start_day?: string; end_day?: string; kind?: ProtectionKind; item_id?: number; batch_id?: number }) => ({
  startDay: b.start_day,
  endDay: b.end_day,
  kind: b.kind,
  itemId: b.item_id,
  batchId: b.batch_id,
});

export const plantProtectionRoutes = routesOf('植保', (calls, { protections }: { protections: PlantProtectionService }) => {
  calls.serveList(plantProtectionList, (body) => protections.list(body.fid, { ...filter(body), page: body.page, size: body.size }));
  calls.serve(getPlantProtection, (body) => protections.get(body.fid, body.prot_id));
  calls.serve(getPlantProtectionImpact, (body) => protections.consequences(body.fid, body));
  calls.serve(createPlantProtection, async (body, req) => {
    const p = await protections.create(body.fid, req.auth!.uid, body);
    return withMsg(p, `植保已记录，${p.safe_from} 起可采收`);
  });
});
