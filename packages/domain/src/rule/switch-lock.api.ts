import { z } from 'zod';
import { facBodySchema, fidSchema } from '../api/envelope.js';
import { callAccess, callsAs } from '../contract/call.js';
import { idSchema, intSchema, textSchema } from '../api/fields.js';

/**
 * Switch locks (控制策略's page): a switch locked against strategies for a while, manual control unaffected. Read
 * under iot.list, set and lifted by whoever may control switches (iot.ctrl).
 */

const isoTime = z.iso.datetime();
const lockPointIdSchema = idSchema('点位编号', 'point_id');
export const lockSwitchBodySchema = z.object({
  fid: fidSchema,
  point_id: lockPointIdSchema,
  minutes: intSchema('锁定时长 minutes', { min: 1, max: 10_080 }),
  reason: textSchema('锁定原因', 200, { multiline: true, maxMsg: '锁定原因不能超过 200 个字' }).default(''),
});
export type LockSwitchBody = z.infer<typeof lockSwitchBodySchema>;
export const unlockSwitchBodySchema = z.object({ fid: fidSchema, point_id: lockPointIdSchema });

/** A switch locked against strategies (manual control still works) until `until`. */
export const switchLockSchema = z.object({
  point_id: z.number(),
  until: isoTime,
  uid: z.number().nullable(),
  cname: z.string(),
  reason: z.string(),
  created_at: isoTime,
});
export type SwitchLock = z.infer<typeof switchLockSchema>;

const list = callsAs('控制策略', callAccess.perm('iot.list'));
const ctrl = callsAs('控制策略', callAccess.perm('iot.ctrl'));

export const getIotSwitchLocks = list.post('/api/get_iot_switch_locks', { summary: '仍在生效的开关锁定（谁锁定、到何时）', body: facBodySchema, data: z.array(switchLockSchema) });

export const lockIotSwitch = ctrl.post('/api/lock_iot_switch', { summary: '锁定开关：在选定时间内策略不再控制它（手动控制不受影响）', body: lockSwitchBodySchema, data: switchLockSchema, msg: '开关已锁定，期间策略不会控制它' });

export const unlockIotSwitch = ctrl.post('/api/unlock_iot_switch', { summary: '解除开关锁定', body: unlockSwitchBodySchema, data: null, msg: '已解除锁定，策略恢复控制' });
