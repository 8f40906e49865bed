import * as ruleCalls from '@pfs/domain/rule';
import { message, routesOf } from '../../lib/route.js';
import { withDates } from '../../lib/time-range.js';
import type { RuleService } from './rule.service.js';

export const ruleRoutes = routesOf('控制策略', (calls, { rules }: { rules: RuleService }) => {
  calls.serve(ruleCalls.getIotRuleList, ({ fid }) => rules.list(fid));
  calls.serve(ruleCalls.getIotRule, ({ fid, rule_id }) => rules.get(fid, rule_id));
  calls.serve(ruleCalls.getIotRulePoints, ({ fid }) => rules.points(fid));
  calls.serve(ruleCalls.getIotRulesOverview, ({ fid }) => rules.overview(fid));
  calls.serve(ruleCalls.createIotRule, (body, req) => rules.create(body.fid, req.auth!.uid, body));
  calls.serve(ruleCalls.updateIotRule, (body, req) => rules.update(body.fid, req.auth!.uid, body.rule_id, body));
  calls.serve(ruleCalls.enableIotRule, async ({ fid, rule_id, enabled }, req) => {
    await rules.setEnabled(fid, req.auth!.uid, rule_id, enabled);
    return message(enabled ? '策略已启用' : '策略已停用');
  });
  calls.serve(ruleCalls.deleteIotRule, ({ fid, rule_id }, req) => rules.remove(fid, req.auth!.uid, rule_id));
  calls.serve(ruleCalls.testIotRule, (body) => rules.dryRun(body.fid, body.rule_id ?? null, body));
  calls.serve(ruleCalls.getIotRuleExecList, ({ fid, ...f }) => rules.execs(fid, withDates(f)));
  calls.serve(ruleCalls.getIotRuleExec, ({ fid, exec_id }) => rules.exec(fid, exec_id));
});
