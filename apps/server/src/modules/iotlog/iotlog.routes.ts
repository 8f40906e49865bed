import { iotLogItemSchema, iotLogQuerySchema, pagedSchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { routesOf } from '../../lib/route.js';
import type { IotLogService } from './iotlog.service.js';

export const iotLogRoutes = routesOf('日志', (calls, { iotlog }: { iotlog: IotLogService }) => {
  calls.post(
    '/api/get_iot_log_list',
    {
      access: access.perm('syslog.list'),
      summary: '物联网日志：控制、网关上下线、配置变更（按时间、类型、成员、关键词筛选）',
      body: iotLogQuerySchema,
      data: pagedSchema(iotLogItemSchema),
    },
    (body) => iotlog.list(body.fid, body),
  );
});
