import { getSiItemOptions, getSiRuleOptions, saveSiItem, saveSiRule, setSiItemStatus, setSiRuleStatus, siItemList, siRuleList } from '@pfs/domain/si';
import { routesOf } from '../../lib/route.js';
import type { SiItemService } from './si-item.service.js';
import type { SiRuleService } from './si-rule.service.js';

/** 巡检项配置 and 巡检规则. */
export const siCfgRoutes = routesOf('巡检配置', (calls, { items, rules }: { items: SiItemService; rules: SiRuleService }) => {
  calls.serveList(siItemList, ({ fid, ...f }) => items.list(fid, f));
  calls.serve(saveSiItem, (body, req) => items.save(body, req.auth!.uid));
  calls.serve(setSiItemStatus, ({ fid, ci_id, status }, req) => items.setStatus(fid, ci_id, status, req.auth!.uid));
  calls.serve(getSiItemOptions, ({ fid }) => items.options(fid));

  calls.serveList(siRuleList, ({ fid, ...f }) => rules.list(fid, f));
  calls.serve(saveSiRule, (body, req) => rules.save(body, req.auth!.uid));
  calls.serve(setSiRuleStatus, ({ fid, sr_id, status }, req) => rules.setStatus(fid, sr_id, status, req.auth!.uid));
  calls.serve(getSiRuleOptions, ({ fid }) => rules.options(fid));
});
