import { maskContact } from '@pfs/domain';
import { NOTIFY_CHANNEL_KIND_LABELS, NOTIFY_SEND_STATUS_LABELS } from '@pfs/domain/alarm-notify';
import type { NotifyChannel, NotifyLogBody, NotifyMember, NotifyRule, NotifySend, SaveNotifyChannelBody, SaveNotifyRuleBody } from '@pfs/domain/alarm-notify';
import { AppError, badRequest, notFound } from '../../lib/app-error.js';
import { pagedOf } from '../../lib/paging.js';
import type { AlarmNotifyRepository, ChannelRow, RuleRow } from './alarm-notify.repository.js';
import { testMessage } from './notify-message.js';
import { messagesFor, type NotifyWorker } from './notify-worker.js';
import { configView, mergeConfig } from './notify-config.js';

type Deps = {
  repo: AlarmNotifyRepository;
  worker: NotifyWorker;
  timeZone: string;
  smtpConfigured: boolean;
  now?: () => number;
  facName: (fid: number) => Promise<string>;
  /** The factory's event log: who changed which channel or rule. */
  logEvent: (fid: number, uid: number, detail: string) => Promise<void>;
};

const channelView = (c: ChannelRow, smtpConfigured: boolean): NotifyChannel => ({
  channel_id: c.channelId,
  name: c.name,
  kind: c.kind,
  kind_label: NOTIFY_CHANNEL_KIND_LABELS[c.kind],
  enabled: c.enabled,
  config: configView(c.kind, c.config, smtpConfigured),
  updated_at: c.updatedAt.toISOString(),
});

/** 告警通知 settings and the send log of one factory; delivery itself is the worker's. */
export class AlarmNotifyService {
  constructor(private readonly d: Deps) {}

  private now() {
    return (this.d.now ?? Date.now)();
  }

  async channels(fid: number) {
    return (await this.d.repo.channels(fid)).map((c) => channelView(c, this.d.smtpConfigured));
  }

  private async channelOf(fid: number, channelId: number) {
    const c = await this.d.repo.channel(fid, channelId);
    if (!c) throw notFound('通知渠道不存在或不属于本工厂');
    return c;
  }

  async saveChannel(fid: number, uid: number, b: SaveNotifyChannelBody): Promise<NotifyChannel> {
    const prev = b.channel_id === undefined ? undefined : await this.channelOf(fid, b.channel_id);
    const config = mergeConfig(b.config, prev?.kind === b.config.kind ? prev.config : {});
    const v = { name: b.name, kind: b.config.kind, enabled: b.enabled, config };
    await this.d.logEvent(
      fid,
      uid,
      `${prev ? '修改' : '新增'}告警通知渠道「${b.name}」（${NOTIFY_CHANNEL_KIND_LABELS[b.config.kind]}，${b.enabled ? '启用' : '停用'}）`,
    );
    if (!prev) return channelView(await this.d.repo.insertChannel({ fid, ...v }), this.d.smtpConfigured);
    await this.d.repo.updateChannel(fid, prev.channelId, v);
    return channelView((await this.d.repo.channel(fid, prev.channelId))!, this.d.smtpConfigured);
  }

  async members(fid: number): Promise<NotifyMember[]> {
    return (await this.d.repo.members(fid)).map((m) => ({
      uid: m.uid,
      cname: m.cname,
      email: maskContact(m.email),
      mobile: maskContact(m.mobile),
      has_email: m.email !== '',
      has_mobile: m.mobile !== '',
    }));
  }

  async rules(fid: number): Promise<NotifyRule[]> {
    const names = new Map((await this.d.repo.members(fid)).map((m) => [m.uid, m.cname]));
    return (await this.d.repo.rules(fid)).map((r) => ruleView(r, names));
  }

  async saveRule(fid: number, uid: number, b: SaveNotifyRuleBody): Promise<NotifyRule> {
    if (b.rule_id !== undefined && !(await this.d.repo.rule(fid, b.rule_id))) throw notFound('通知规则不存在或不属于本工厂');
    if (!(await this.d.repo.channelsExist(fid, b.channel_ids))) throw badRequest('所选通知渠道不存在或不属于本工厂');
    const members = new Map((await this.d.repo.members(fid)).map((m) => [m.uid, m.cname]));
    const stranger = b.chain.flatMap((s) => s.uids).find((uid) => !members.has(uid));
    if (stranger !== undefined) throw badRequest(`接收人（编号 ${stranger}）不是本工厂的在职成员`);
    const v = {
      name: b.name,
      enabled: b.enabled,
      levels: [...new Set(b.levels)].sort((x, y) => x - y),
      channelIds: [...new Set(b.channel_ids)],
      chain: b.chain.map((s) => [...new Set(s.uids)]),
      escalateMin: b.chain.length > 1 ? b.escalate_min : null,
      quietStart: b.quiet_start,
      quietEnd: b.quiet_end,
    };
    await this.d.logEvent(fid, uid, `${b.rule_id === undefined ? '新增' : '修改'}告警通知规则「${b.name}」`);
    const row =
      b.rule_id === undefined
        ? await this.d.repo.insertRule({ fid, ...v })
        : (await this.d.repo.updateRule(fid, b.rule_id, v), (await this.d.repo.rule(fid, b.rule_id))!);
    return ruleView(row, members);
  }

  async deleteRule(fid: number, uid: number, ruleId: number) {
    const r = await this.d.repo.rule(fid, ruleId);
    if (!r || !(await this.d.repo.deleteRule(fid, ruleId))) throw notFound('通知规则不存在或不属于本工厂');
    await this.d.logEvent(fid, uid, `删除告警通知规则「${r.name}」`);
  }

  async log(fid: number, f: Omit<NotifyLogBody, 'fid' | 'start' | 'end'> & { start?: Date; end?: Date }) {
    return pagedOf(await this.d.repo.log(fid, f), (r): NotifySend => ({
      send_id: r.send.sendId,
      alarm_id: r.send.alarmId,
      alarm_title: r.alarmTitle,
      alarm_level: r.alarmLevel,
      channel_id: r.send.channelId,
      channel_name: r.channelName,
      channel_kind: r.channelKind,
      rule_name: r.ruleName,
      step: r.send.step,
      recipient: r.send.recipient,
      status: r.send.status,
      status_label: NOTIFY_SEND_STATUS_LABELS[r.send.status],
      attempts: r.send.attempts,
      last_error: r.send.lastError,
      attempt_log: r.send.attemptLog,
      due_at: r.send.dueAt.toISOString(),
      sent_at: r.send.sentAt?.toISOString() ?? null,
      created_at: r.send.createdAt.toISOString(),
    }));
  }

  /** 发送测试: one attempt now (disabled channels too, so they can be checked before switching on), logged as step 0. */
  async testSend(fid: number, channelId: number, uid: number) {
    const c = await this.channelOf(fid, channelId);
    const person = (await this.d.repo.members(fid)).find((m) => m.uid === uid);
    if (!person) throw badRequest('接收人不是本工厂的在职成员');
    const now = this.now();
    const msg = testMessage(await this.d.facName(fid), c.name, this.d.timeZone, now);
    const [row] = messagesFor([c], [person], { alarmId: null, fid, ruleId: null, step: 0, subject: msg.subject, body: msg.text, dueAt: new Date(now) });
    if (row!.status === 'skipped') {
      await this.d.repo.enqueue([row!]);
      throw new AppError(400, `${row!.lastError}，无法测试该渠道`);
    }
    const error = await this.d.worker.attempt(c, { subject: msg.subject, body: msg.text, address: row!.address ?? '', alarmId: null, step: 0 });
    const attemptLog = [{ at: new Date(now).toISOString(), ok: !error, error }];
    const status = error ? ('failed' as const) : ('sent' as const);
    await this.d.repo.enqueue([{ ...row!, status, attempts: 1, lastError: error, attemptLog, sentAt: error ? null : new Date(now) }]);
    return { status, error };
  }
}

function ruleView(r: RuleRow, names: Map<number, string>): NotifyRule {
  return {
    rule_id: r.ruleId,
    name: r.name,
    enabled: r.enabled,
    levels: r.levels,
    channel_ids: r.channelIds,
    chain: r.chain.map((uids) => ({ uids, people: uids.map((uid) => ({ uid, cname: names.get(uid) ?? `（已离开的成员 ${uid}）` })) })),
    escalate_min: r.escalateMin,
    quiet_start: r.quietStart,
    quiet_end: r.quietEnd,
    updated_at: r.updatedAt.toISOString(),
  };
}
