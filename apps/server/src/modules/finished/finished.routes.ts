import {
  addFinishedEntry,
  adjustFinishedLot,
  getFinishedDistribution,
  getFinishedEntryList,
  getFinishedStock,
  getFinishedSummary,
  getPickSummary,
  getTmpStoreList,
  sellFinishedLot,
} from '@pfs/domain/finished';
import { routesOf, withMsg } from '../../lib/route.js';
import type { FinishedService } from './finished.service.js';

/** /finished: temporary storage and pick summaries (plant.list), entries, stock, locations and summary (warehouse.*). */
export const finishedRoutes = routesOf('成品', (calls, { finished }: { finished: FinishedService }) => {
  calls.serve(getTmpStoreList, ({ fid, page, size, spec_id, grade, kw, all }) => finished.tmpStore(fid, { page, size, specId: spec_id, grade, kw, all }));
  calls.serve(getPickSummary, ({ fid, by, spec_id, grade, start_day, end_day }) =>
    finished.pickSummary(fid, by, { specId: spec_id, grade, startDay: start_day, endDay: end_day }),
  );
  calls.serve(addFinishedEntry, async (body, req) => {
    const lot = await finished.enter(body, req.auth!.uid);
    return withMsg(lot, `已入库，成品批号 ${lot.lot_no}`);
  });
  calls.serve(getFinishedEntryList, ({ fid, page, size, spec_id, grade, kw, area_id, start_day, end_day }) =>
    finished.lots(fid, { page, size, specId: spec_id, grade, kw, areaId: area_id, startDay: start_day, endDay: end_day }, 'entered'),
  );
  calls.serve(getFinishedStock, ({ fid, page, size, spec_id, grade, kw, area_id, state }) =>
    finished.lots(fid, { page, size, specId: spec_id, grade, kw, areaId: area_id, state, inStock: true }, 'expiry'),
  );
  calls.serve(adjustFinishedLot, async (body, req) => withMsg(await finished.adjust(body, req.auth!.uid), body.kind === 'scrap' ? '已报废' : '库存已调整'));
  calls.serve(sellFinishedLot, async (body, req) => withMsg(await finished.sell(body, req.auth!.uid), `已批发出售 ${body.kg} kg`));
  calls.serve(getFinishedDistribution, ({ fid }) => finished.distribution(fid));
  calls.serve(getFinishedSummary, ({ fid }) => finished.summary(fid));
});
