import { NOTIFY_BACKOFF_S, NOTIFY_MAX_ATTEMPTS, NOTIFY_TIMEOUT_MS, type NotifyChannelKind } from '@pfs/domain/alarm-notify';
import type { AlarmNotifyRepository, ChannelRow, NewOutbox, OutboxRow, RuleRow } from './alarm-notify.repository.js';
import type { NotifyAttempt } from './notify-channel.table.js';
import { NotifyError, type Deliver, type NotifyMessage } from './notify-http.js';
import { alarmMessage, personLabel, sendableAt } from './notify-message.js';

type Log = { warn: (o: object, m: string) => void };
type Member = { uid: number; cname: string; email: string; mobile: string };
type AlarmRow = Parameters<typeof alarmMessage>[0];
export type Deliverers = Record<NotifyChannelKind, Deliver>;
export type WorkerOptions = { timeZone: string; now?: () => number; tickMs?: number; timeoutMs?: number; batch?: number };

/** Person channels get one message per recipient; robots and webhooks one per step, @-ing the step's mobiles. */
const PERSONAL: ReadonlySet<string> = new Set(['email', 'sms']);

/**
 * The outbox's worker, run on the leader instance: announces new alarms and escalations (worked out from the alarms
 * and the outbox, so a restart loses nothing), then delivers due messages with a time-out each, retrying with backoff.
 * It is only ever woken (`kick`) by the alarm side, never awaited: a hanging provider cannot hold back ingest or rules.
 */
export class NotifyWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private readonly now: () => number;

  constructor(
    private readonly repo: AlarmNotifyRepository,
    private readonly deliverers: Deliverers,
    private readonly log: Log,
    private readonly o: WorkerOptions,
  ) {
    this.now = o.now ?? Date.now;
  }

  start() {
    this.timer ??= setInterval(() => this.kick(), this.o.tickMs ?? 5_000);
    this.kick();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Something happened (an alarm raised): a pass soon, after the current one if one is running. Never throws. */
  kick() {
    if (!this.timer) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.tick()
      .catch((err: unknown) => this.log.warn({ err }, '告警通知：本轮处理失败，稍后重试'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** One pass: plan, then deliver what is due. Tests call it with their own clock. */
  async tick(now = this.now()) {
    await this.plan(now);
    await this.deliverDue(now);
  }

  async plan(now: number) {
    const rules = new Map((await this.repo.rules()).map((r) => [r.ruleId, r]));
    const members = new Map<number, Map<number, Member>>();
    const membersOf = async (fid: number) => {
      if (!members.has(fid)) members.set(fid, new Map((await this.repo.members(fid)).map((m) => [m.uid, m])));
      return members.get(fid)!;
    };
    const channels = new Map<number, ChannelRow[]>();
    const channelsOf = async (fid: number) => {
      if (!channels.has(fid)) channels.set(fid, await this.repo.channels(fid));
      return channels.get(fid)!;
    };
    const rows: NewOutbox[] = [];
    const add = async (alarm: AlarmRow, facName: string, rule: RuleRow, step: number, due: number) => {
      if (rule.levels.length && !rule.levels.includes(alarm.level)) return;
      const at = sendableAt(due, alarm.level, { start: rule.quietStart, end: rule.quietEnd }, this.o.timeZone);
      const msg = alarmMessage(alarm, facName, step, this.o.timeZone, Math.max(at, now));
      const people = [...(await membersOf(alarm.fid)).values()].filter((m) => rule.chain[step - 1]?.includes(m.uid));
      const chans = (await channelsOf(alarm.fid)).filter((c) => c.enabled && rule.channelIds.includes(c.channelId));
      rows.push(
        ...messagesFor(chans, people, {
          alarmId: alarm.alarmId,
          fid: alarm.fid,
          ruleId: rule.ruleId,
          step,
          subject: msg.subject,
          body: msg.text,
          dueAt: new Date(at),
        }),
      );
    };
    for (const r of await this.repo.unannounced(new Date(now))) {
      const rule = rules.get(r.ruleId);
      if (rule) await add(r.alarm, r.facName, rule, 1, now);
    }
    for (const s of await this.repo.announcedSteps()) {
      const rule = rules.get(s.ruleId!);
      if (!rule?.escalateMin || s.step >= rule.chain.length) continue;
      const due = s.lastDue.getTime() + rule.escalateMin * 60_000;
      if (due <= now) await add(s.alarm, s.facName, rule, s.step + 1, now);
    }
    await this.repo.enqueue(rows);
  }

  async deliverDue(now: number) {
    const due = await this.repo.due(new Date(now), this.o.batch ?? 20);
    // Side by side: one provider timing out delays its own messages only.
    await Promise.all(due.map((d) => this.deliverOne(d.send, d.channel, d.alarmStatus, d.alarmAckedAt, now)));
  }

  private async deliverOne(send: OutboxRow, channel: ChannelRow | null, alarmStatus: string | null, ackedAt: Date | null, now: number) {
    const settleSkipped = (why: string) =>
      this.repo.settle(send.sendId, { status: 'skipped', attempts: send.attempts, lastError: why, attemptLog: send.attemptLog });
    if (send.alarmId !== null && alarmStatus !== 'valid') return settleSkipped('发送前告警已关闭');
    // Someone has taken it on: later steps (and a first message held back by quiet hours) are not needed any more.
    if (send.alarmId !== null && ackedAt) return settleSkipped('发送前告警已被确认');
    if (!channel?.enabled) return settleSkipped('渠道已停用或已删除');
    const error = await this.attempt(channel, send);
    const attemptLog: NotifyAttempt[] = [...send.attemptLog, { at: new Date(now).toISOString(), ok: !error, error }];
    const attempts = send.attempts + 1;
    if (!error) return this.repo.settle(send.sendId, { status: 'sent', attempts, lastError: '', attemptLog, sentAt: new Date(now) });
    const giveUp = attempts >= NOTIFY_MAX_ATTEMPTS || send.step === 0;
    const wait: number = NOTIFY_BACKOFF_S[attempts - 1] ?? NOTIFY_BACKOFF_S[NOTIFY_BACKOFF_S.length - 1]!;
    await this.repo.settle(send.sendId, {
      status: giveUp ? 'failed' : 'pending',
      attempts,
      lastError: error,
      attemptLog,
      ...(giveUp ? {} : { dueAt: new Date(now + wait * 1000) }),
    });
  }

  /** One try at the provider: '' when accepted, else the reason. */
  async attempt(channel: ChannelRow, send: Pick<OutboxRow, 'subject' | 'body' | 'address' | 'alarmId' | 'step'>): Promise<string> {
    const personal = PERSONAL.has(channel.kind);
    const msg: NotifyMessage = {
      subject: send.subject,
      text: send.body,
      markdown: send.body
        .split('\n')
        .map((l, i) => (i === 0 ? `### ${l}` : `> ${l}`))
        .join('\n'),
      address: personal ? send.address : '',
      mentions: personal || !send.address ? [] : send.address.split(','),
      meta: { alarm_id: send.alarmId, step: send.step, time: send.body.match(/发生时间：(.+)/)?.[1] ?? '' },
    };
    const ac = new AbortController();
    const timer = setTimeout(() => ac.abort(), this.o.timeoutMs ?? NOTIFY_TIMEOUT_MS);
    try {
      await this.deliverers[channel.kind](channel.config, msg, ac.signal);
      return '';
    } catch (err) {
      return err instanceof NotifyError ? err.message : `发送出错：${(err as Error).message}`;
    } finally {
      clearTimeout(timer);
    }
  }
}

type Base = Pick<NewOutbox, 'alarmId' | 'fid' | 'ruleId' | 'step' | 'subject' | 'body' | 'dueAt'>;

/** The outbox rows of one step: per person for e-mail and SMS (skipped, saying why, when the account lacks the address). */
export function messagesFor(channels: ChannelRow[], people: Member[], base: Base): NewOutbox[] {
  const rows: NewOutbox[] = [];
  for (const c of channels) {
    if (!PERSONAL.has(c.kind)) {
      const mobiles = people.map((p) => p.mobile).filter(Boolean);
      rows.push({
        ...base,
        channelId: c.channelId,
        uid: null,
        recipient: `群：${people.map((p) => p.cname).join('、') || '（无接收人）'}`,
        address: mobiles.join(','),
      });
      continue;
    }
    for (const p of people) {
      const address = c.kind === 'email' ? p.email : p.mobile;
      const missing = c.kind === 'email' ? '账号没有填写邮箱' : '账号没有填写手机号';
      rows.push({
        ...base,
        channelId: c.channelId,
        uid: p.uid,
        recipient: personLabel(p.cname, address),
        address,
        ...(address ? {} : { status: 'skipped' as const, lastError: `${p.cname} 的${missing}` }),
      });
    }
  }
  return rows;
}
