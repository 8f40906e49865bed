import type { MesWo } from '@pfs/domain/mes';

/** The page's one open dialog: an order's detail, 派工, 取消, 生成工单 or 新建工单. */
export type WoDialog = { kind: 'detail'; woId: number } | { kind: 'assign'; wo: MesWo } | { kind: 'cancel'; wo: MesWo } | { kind: 'gen' } | { kind: 'new' };
