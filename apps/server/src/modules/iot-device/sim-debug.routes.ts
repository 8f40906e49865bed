import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { READ_POINTS } from '@pfs/sim';
import { fidSchema, idSchema, intSchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { SIM_ANOMALIES, type SimDebugService } from './sim-debug.service.js';

const tags = ['物联网调试'];
const LABELS = { heat_spike: '升温异常', stuck: '传感器卡住', disconnect: '网关断线', fail_rate: '指令失败率', clear: '清除异常' } as const;
const sensorCodes = READ_POINTS.map((p) => p.point.code) as [string, ...string[]];

export const simDebugRoutes: FastifyPluginAsyncZod<{ sim: SimDebugService }> = async (app, { sim }) => {
  app.post('/api/get_sim_gw_list', {
    config: { access: access.perm('iot.list') },
    schema: { tags, summary: '本工厂的模拟网关及正在生效的异常', body: z.object({ fid: fidSchema }) },
    handler: async (req) => ({ code: 200, msg: 'ok', data: await sim.list(req.body.fid) }),
  });

  app.post('/api/sim_inject_anomaly', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: {
      tags,
      summary: '向模拟网关注入异常：升温、传感器卡住、断线、指令失败率，或清除',
      body: z.object({
        fid: fidSchema,
        gw_id: idSchema('网关编号', 'gw_id'),
        kind: z.enum(SIM_ANOMALIES, { error: `异常类型只能是 ${SIM_ANOMALIES.join('、')}` }),
        seconds: intSchema('持续秒数 seconds', { min: 1, max: 3600 }).optional(),
        point: z.enum(sensorCodes, { error: `传感器编码只能是 ${sensorCodes.join('、')}` }).optional(),
        rate: z.number({ error: '失败率必须是数字' }).min(0, '失败率为 0–1').max(1, '失败率为 0–1').optional(),
      }),
    },
    handler: async (req) => {
      const { fid, ...b } = req.body;
      const g = await sim.inject(fid, b);
      return { code: 200, msg: `${g.name}：已${b.kind === 'clear' ? '' : '注入'}${LABELS[b.kind]}`, data: g };
    },
  });
};
