import {
  addEntryBodySchema,
  adjustFinishedLotBodySchema,
  entryListBodySchema,
  finishedLotSchema,
  finishedSummarySchema,
  pagedSchema,
  pickSummaryBodySchema,
  pickSummarySchema,
  sellFinishedLotBodySchema,
  stockDistributionSchema,
  stockListBodySchema,
  tmpStoreBodySchema,
  tmpStoreItemSchema,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { pageRoutesOf, withMsg } from '../../lib/route.js';
import type { FinishedService } from './finished.service.js';

/** /finished: temporary storage and pick summaries (plant.list), entries, stock, locations and summary (warehouse.*). */
export const finishedRoutes = pageRoutesOf('成品', 'warehouse', ({ list, edit, ...calls }, { finished }: { finished: FinishedService }) => {
  const plant = calls.as(access.perm('plant.list'));

  plant.post(
    '/api/get_tmp_store_list',
    { summary: '暂存：各批次各等级的采收、已入库、损耗与暂存重量', body: tmpStoreBodySchema, data: pagedSchema(tmpStoreItemSchema) },
    ({ fid, page, size, spec_id, grade, kw, all }) => finished.tmpStore(fid, { page, size, specId: spec_id, grade, kw, all }),
  );

  plant.post(
    '/api/get_pick_summary',
    { summary: '采收汇总（按日、作物、等级或采收人）', body: pickSummaryBodySchema, data: pickSummarySchema },
    ({ fid, by, spec_id, grade, start_day, end_day }) => finished.pickSummary(fid, by, { specId: spec_id, grade, startDay: start_day, endDay: end_day }),
  );

  edit.post(
    '/api/add_finished_entry',
    { summary: '入库：从暂存入成品批号（可同时记录入库损耗）', body: addEntryBodySchema, data: finishedLotSchema },
    async (body, req) => {
      const lot = await finished.enter(body, req.auth!.uid);
      return withMsg(lot, `已入库，成品批号 ${lot.lot_no}`);
    },
  );

  list.post(
    '/api/get_finished_entry_list',
    { summary: '入库记录（按入库日期倒序）', body: entryListBodySchema, data: pagedSchema(finishedLotSchema) },
    ({ fid, page, size, spec_id, grade, kw, area_id, start_day, end_day }) =>
      finished.lots(fid, { page, size, specId: spec_id, grade, kw, areaId: area_id, startDay: start_day, endDay: end_day }, 'entered'),
  );

  list.post(
    '/api/get_finished_stock',
    { summary: '成品库存（有库存的批号，先到期的在前；可按临期、过期筛选）', body: stockListBodySchema, data: pagedSchema(finishedLotSchema) },
    ({ fid, page, size, spec_id, grade, kw, area_id, state }) =>
      finished.lots(fid, { page, size, specId: spec_id, grade, kw, areaId: area_id, state, inStock: true }, 'expiry'),
  );

  edit.post(
    '/api/adjust_finished_lot',
    { summary: '成品库存调减：盘点调整或报废，需填写原因', body: adjustFinishedLotBodySchema, data: finishedLotSchema },
    async (body, req) => withMsg(await finished.adjust(body, req.auth!.uid), body.kind === 'scrap' ? '已报废' : '库存已调整'),
  );

  edit.post(
    '/api/sell_finished_lot',
    { summary: '批发出售：不经订单出售成品批号（如等外品售予批发市场），买方与单价可选', body: sellFinishedLotBodySchema, data: finishedLotSchema },
    async (body, req) => withMsg(await finished.sell(body, req.auth!.uid), `已批发出售 ${body.kg} kg`),
  );

  list.factory('/api/get_finished_distribution', { summary: '库位分布：各冷库的库存与实时温度', data: stockDistributionSchema }, (fid) =>
    finished.distribution(fid),
  );

  list.factory('/api/get_finished_summary', { summary: '成品汇总：库存、临期、暂存与近 30 天出入库', data: finishedSummarySchema }, (fid) =>
    finished.summary(fid),
  );
});
