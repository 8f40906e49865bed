import { z } from 'zod';
import {
  createRuleBodySchema,
  enableRuleBodySchema,
  pagedSchema,
  ruleDryRunSchema,
  ruleExecListBodySchema,
  ruleExecRefBodySchema,
  ruleExecSchema,
  ruleFacBodySchema,
  ruleListItemSchema,
  rulePointSchema,
  ruleRefBodySchema,
  ruleSchema,
  rulesOverviewSchema,
  testRuleBodySchema,
  updateRuleBodySchema,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { routesOf, message } from '../../lib/route.js';
import type { RuleService } from './rule.service.js';

export const ruleRoutes = routesOf('控制策略', (calls, { rules }: { rules: RuleService }) => {
  const list = access.perm('iot.list');
  const edit = access.perm('cfg.iot.edit');

  calls.post(
    '/api/get_iot_rule_list',
    { access: list, summary: '控制策略列表（条件与动作摘要，不含延时项；最近一次执行）', body: ruleFacBodySchema, data: z.array(ruleListItemSchema) },
    async ({ fid }) => rules.list(fid),
  );

  calls.post('/api/get_iot_rule', { access: list, summary: '一条策略', body: ruleRefBodySchema, data: ruleSchema }, async ({ fid, rule_id }) =>
    rules.get(fid, rule_id),
  );

  calls.post(
    '/api/get_iot_rule_points',
    { access: list, summary: '策略可用的点位（按区域/网关分组，带单位、当前值与锁定）', body: ruleFacBodySchema, data: z.array(rulePointSchema) },
    async ({ fid }) => rules.points(fid),
  );

  calls.post(
    '/api/get_iot_rules_overview',
    { access: list, summary: '策略中心：数量、运行中与受阻的策略、最近执行', body: ruleFacBodySchema, data: rulesOverviewSchema },
    async ({ fid }) => rules.overview(fid),
  );

  calls.post(
    '/api/create_iot_rule',
    { access: edit, summary: '新建策略', body: createRuleBodySchema, data: ruleSchema, msg: '策略已保存' },
    async (body, req) => rules.create(body.fid, req.auth!.uid, body),
  );

  calls.post(
    '/api/update_iot_rule',
    { access: edit, summary: '修改策略', body: updateRuleBodySchema, data: ruleSchema, msg: '策略已保存' },
    async (body, req) => rules.update(body.fid, req.auth!.uid, body.rule_id, body),
  );

  calls.post(
    '/api/enable_iot_rule',
    { access: edit, summary: '启用或停用策略', body: enableRuleBodySchema, data: null },
    async ({ fid, rule_id, enabled }, req) => {
      await rules.setEnabled(fid, req.auth!.uid, rule_id, enabled);
      return message(enabled ? '策略已启用' : '策略已停用');
    },
  );

  calls.post(
    '/api/delete_iot_rule',
    { access: edit, summary: '删除策略（执行记录保留）', body: ruleRefBodySchema, data: null, msg: '策略已删除' },
    async ({ fid, rule_id }, req) => rules.remove(fid, req.auth!.uid, rule_id),
  );

  calls.post(
    '/api/test_iot_rule',
    { access: list, summary: '试运行：用当前数值评估策略，显示会发生什么，不下发指令', body: testRuleBodySchema, data: ruleDryRunSchema },
    async (body) => rules.dryRun(body.fid, body.rule_id ?? null, body),
  );

  calls.post(
    '/api/get_iot_rule_exec_list',
    { access: list, summary: '策略执行记录（按策略、时间、结果筛选）', body: ruleExecListBodySchema, data: pagedSchema(ruleExecSchema) },
    async ({ fid, start, end, ...f }) => rules.execs(fid, { ...f, start: start ? new Date(start) : undefined, end: end ? new Date(end) : undefined }),
  );

  calls.post(
    '/api/get_iot_rule_exec',
    { access: list, summary: '一条执行记录（触发值、动作、指令及结果）', body: ruleExecRefBodySchema, data: ruleExecSchema },
    async ({ fid, exec_id }) => rules.exec(fid, exec_id),
  );
});
