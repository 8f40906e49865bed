import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createRuleBodySchema,
  enableRuleBodySchema,
  envelopeSchema,
  okSchema,
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
import { ok } from '../../lib/reply.js';
import type { RuleService } from './rule.service.js';

const tags = ['控制策略'];

export const ruleRoutes: FastifyPluginAsyncZod<{ rules: RuleService }> = async (app, { rules }) => {
  app.post('/api/get_iot_rule_list', {
    config: { access: access.perm('iot.list') },
    schema: {
      tags,
      summary: '控制策略列表（条件与动作摘要，不含延时项；最近一次执行）',
      body: ruleFacBodySchema,
      response: { 200: envelopeSchema(z.array(ruleListItemSchema)) },
    },
    handler: async (req) => ok(await rules.list(req.body.fid)),
  });

  app.post('/api/get_iot_rule', {
    config: { access: access.perm('iot.list') },
    schema: { tags, summary: '一条策略', body: ruleRefBodySchema, response: { 200: envelopeSchema(ruleSchema) } },
    handler: async (req) => ok(await rules.get(req.body.fid, req.body.rule_id)),
  });

  app.post('/api/get_iot_rule_points', {
    config: { access: access.perm('iot.list') },
    schema: {
      tags,
      summary: '策略可用的点位（按区域/网关分组，带单位、当前值与锁定）',
      body: ruleFacBodySchema,
      response: { 200: envelopeSchema(z.array(rulePointSchema)) },
    },
    handler: async (req) => ok(await rules.points(req.body.fid)),
  });

  app.post('/api/get_iot_rules_overview', {
    config: { access: access.perm('iot.list') },
    schema: { tags, summary: '策略中心：数量、运行中与受阻的策略、最近执行', body: ruleFacBodySchema, response: { 200: envelopeSchema(rulesOverviewSchema) } },
    handler: async (req) => ok(await rules.overview(req.body.fid)),
  });

  app.post('/api/create_iot_rule', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: { tags, summary: '新建策略', body: createRuleBodySchema, response: { 200: envelopeSchema(ruleSchema) } },
    handler: async (req) => ok(await rules.create(req.body.fid, req.auth!.uid, req.body), '策略已保存'),
  });

  app.post('/api/update_iot_rule', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: { tags, summary: '修改策略', body: updateRuleBodySchema, response: { 200: envelopeSchema(ruleSchema) } },
    handler: async (req) => ok(await rules.update(req.body.fid, req.auth!.uid, req.body.rule_id, req.body), '策略已保存'),
  });

  app.post('/api/enable_iot_rule', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: { tags, summary: '启用或停用策略', body: enableRuleBodySchema, response: { 200: okSchema } },
    handler: async (req) => {
      await rules.setEnabled(req.body.fid, req.auth!.uid, req.body.rule_id, req.body.enabled);
      return ok(undefined, req.body.enabled ? '策略已启用' : '策略已停用');
    },
  });

  app.post('/api/delete_iot_rule', {
    config: { access: access.perm('cfg.iot.edit') },
    schema: { tags, summary: '删除策略（执行记录保留）', body: ruleRefBodySchema, response: { 200: okSchema } },
    handler: async (req) => {
      await rules.remove(req.body.fid, req.auth!.uid, req.body.rule_id);
      return ok(undefined, '策略已删除');
    },
  });

  app.post('/api/test_iot_rule', {
    config: { access: access.perm('iot.list') },
    schema: {
      tags,
      summary: '试运行：用当前数值评估策略，显示会发生什么，不下发指令',
      body: testRuleBodySchema,
      response: { 200: envelopeSchema(ruleDryRunSchema) },
    },
    handler: async (req) => ok(await rules.dryRun(req.body.fid, req.body.rule_id ?? null, req.body)),
  });

  app.post('/api/get_iot_rule_exec_list', {
    config: { access: access.perm('iot.list') },
    schema: {
      tags,
      summary: '策略执行记录（按策略、时间、结果筛选）',
      body: ruleExecListBodySchema,
      response: { 200: envelopeSchema(pagedSchema(ruleExecSchema)) },
    },
    handler: async (req) => {
      const { fid, start, end, ...f } = req.body;
      return ok(await rules.execs(fid, { ...f, start: start ? new Date(start) : undefined, end: end ? new Date(end) : undefined }));
    },
  });

  app.post('/api/get_iot_rule_exec', {
    config: { access: access.perm('iot.list') },
    schema: { tags, summary: '一条执行记录（触发值、动作、指令及结果）', body: ruleExecRefBodySchema, response: { 200: envelopeSchema(ruleExecSchema) } },
    handler: async (req) => ok(await rules.exec(req.body.fid, req.body.exec_id)),
  });
};
