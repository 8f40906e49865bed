import { getSiItemList, getSiItemOptions, getSiRuleList, saveSiItem, saveSiItemBodySchema } from '@pfs/domain/si';
import { callWithMsg, invalidateCalls } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';
import type { FacBody } from '@/lib/request';

export type SaveSiItemInput = FacBody<typeof saveSiItemBodySchema>;

/** What an item write changes: the item list, the rule form's options and the rules that name the item. */
export const siItemReads = [getSiItemList, getSiItemOptions, getSiRuleList];

/** msg 巡检项已保存; plans already made keep their own copy of the item. */
export const useSaveSiItem = () =>
  useRefreshingMutation((body: SaveSiItemInput) => callWithMsg(saveSiItem, saveSiItemBodySchema.parse(body)), (qc) => invalidateCalls(qc, ...siItemReads));
