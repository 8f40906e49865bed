import { z } from 'zod';
import {
  createRuleBodySchema,
  enableRuleBodySchema,
  pagedSchema,
  ruleDryRunSchema,
  ruleExecListBodySchema,
  ruleExecRefBodySchema,
  ruleExecSchema,
  ruleListItemSchema,
  rulePointSchema,
  ruleRefBodySchema,
  ruleSchema,
  rulesOverviewSchema,
  testRuleBodySchema,
  updateRuleBodySchema,
} from '@pfs/domain';
import { pageRoutesOf, message } from '../../lib/route.js';
import { withDates } from '../../lib/time-range.js';
import type { RuleService } from './rule.service.js';

export const ruleRoutes = pageRoutesOf('控制策略', ['iot.list', 'cfg.iot.edit'], ({ list, edit }, { rules }: { rules: RuleService }) => {
  list.factory('/api/get_iot_rule_list', { summary: '控制策略列表（条件与动作摘要，不含延时项；最近一次执行）', data: z.array(ruleListItemSchema) }, (fid) =>
    rules.list(fid),
  );

  list.post('/api/get_iot_rule', { summary: '一条策略', body: ruleRefBodySchema, data: ruleSchema }, ({ fid, rule_id }) => rules.get(fid, rule_id));

  list.factory('/api/get_iot_rule_points', { summary: '策略可用的点位（按区域/网关分组，带单位、当前值与锁定）', data: z.array(rulePointSchema) }, (fid) =>
    rules.points(fid),
  );

  list.factory('/api/get_iot_rules_overview', { summary: '策略中心：数量、运行中与受阻的策略、最近执行', data: rulesOverviewSchema }, (fid) =>
    rules.overview(fid),
  );

  edit.post('/api/create_iot_rule', { summary: '新建策略', body: createRuleBodySchema, data: ruleSchema, msg: '策略已保存' }, (body, req) =>
    rules.create(body.fid, req.auth!.uid, body),
  );

  edit.post('/api/update_iot_rule', { summary: '修改策略', body: updateRuleBodySchema, data: ruleSchema, msg: '策略已保存' }, (body, req) =>
    rules.update(body.fid, req.auth!.uid, body.rule_id, body),
  );

  edit.post('/api/enable_iot_rule', { summary: '启用或停用策略', body: enableRuleBodySchema, data: null }, async ({ fid, rule_id, enabled }, req) => {
    await rules.setEnabled(fid, req.auth!.uid, rule_id, enabled);
    return message(enabled ? '策略已启用' : '策略已停用');
  });

  edit.post('/api/delete_iot_rule', { summary: '删除策略（执行记录保留）', body: ruleRefBodySchema, data: null, msg: '策略已删除' }, ({ fid, rule_id }, req) =>
    rules.remove(fid, req.auth!.uid, rule_id),
  );

  list.post(
    '/api/test_iot_rule',
    { summary: '试运行：用当前数值评估策略，显示会发生什么，不下发指令', body: testRuleBodySchema, data: ruleDryRunSchema },
    (body) => rules.dryRun(body.fid, body.rule_id ?? null, body),
  );

  list.post(
    '/api/get_iot_rule_exec_list',
    { summary: '策略执行记录（按策略、时间、结果筛选）', body: ruleExecListBodySchema, data: pagedSchema(ruleExecSchema) },
    ({ fid, ...f }) => rules.execs(fid, withDates(f)),
  );

  list.post(
    '/api/get_iot_rule_exec',
    { summary: '一条执行记录（触发值、动作、指令及结果）', body: ruleExecRefBodySchema, data: ruleExecSchema },
    ({ fid, exec_id }) => rules.exec(fid, exec_id),
  );
});
