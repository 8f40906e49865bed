import { and, eq, gte, inArray } from 'drizzle-orm';
import { NOTIFY_BACKOFF_S } from '@pfs/domain/alarm-notify';
import { alarmTable } from '../modules/alarm/alarm.table.js';
import { facilityTable } from '../modules/facility/facility.table.js';
import { notifyChannelTable, notifyOutboxTable, notifyRuleTable } from '../modules/alarm-notify/notify-channel.table.js';
import type { NewOutbox } from '../modules/alarm-notify/alarm-notify.repository.js';
import { alarmMessage, sendableAt } from '../modules/alarm-notify/notify-message.js';
import { messagesFor } from '../modules/alarm-notify/notify-worker.js';
import { userTable } from '../modules/user/user.table.js';
import { demoFid } from './demo-factory.js';
import type { HistoryContext } from './history-context.js';

const LOG_DAYS = 30;
const ESCALATE_MIN = 30;
const QUIET = { start: '22:00', end: '07:00' };
/** The demo runs without an SMTP server: its mails fail, and the log says so. */
const NO_SMTP = '服务器未配置 SMTP（SMTP_URL），邮件无法发出';

/**
 * 告警通知 of the demo factory: 张厂长's mailbox (on: without SMTP_URL its sends fail, saying why), the production
 * group's WeCom robot (off: its key is a placeholder, and a demo must not post to a real service), and one rule —
 * every level to 张厂长, quiet 22:00–07:00 for minor alarms, 钱设备 after 30 minutes nobody closed it. The send log
 * of the last 30 days' alarm episodes is what the worker would have written for them.
 */
export async function seedDemoNotify(ctx: HistoryContext): Promise<Record<string, number>> {
  const { tx } = ctx;
  const fid = await demoFid(tx);
  if (fid === undefined) return {};
  const people = await tx
    .select({ uid: userTable.uid, cname: userTable.cname, email: userTable.email, mobile: userTable.mobile, uniNo: userTable.uniNo })
    .from(userTable)
    .where(inArray(userTable.uniNo, ['demo', 'tech01']));
  const zhang = people.find((p) => p.uniNo === 'demo');
  const qian = people.find((p) => p.uniNo === 'tech01');
  if (!zhang || !qian) return {};
  const at = new Date(ctx.startMs);
  const [mail] = await tx.insert(notifyChannelTable).values({ fid, kind: 'email', name: '厂长邮箱', config: {}, enabled: true, createdAt: at, updatedAt: at }).returning();
  await tx.insert(notifyChannelTable).values({
    fid,
    kind: 'wecom',
    name: '生产值班群（企业微信）',
    config: { url: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=REPLACE-WITH-ROBOT-KEY', msgtype: 'markdown' },
    enabled: false,
    createdAt: at,
    updatedAt: at,
  });
  const [rule] = await tx
    .insert(notifyRuleTable)
    .values({ fid, name: '告警通知厂长，30 分钟未处理通知设备员', levels: [], channelIds: [mail!.channelId], chain: [[zhang.uid], [qian.uid]], escalateMin: ESCALATE_MIN, quietStart: QUIET.start, quietEnd: QUIET.end, createdAt: at, updatedAt: at })
    .returning();
  const [fac] = await tx.select({ name: facilityTable.facName }).from(facilityTable).where(eq(facilityTable.fid, fid));
  const alarms = await tx
    .select()
    .from(alarmTable)
    .where(and(eq(alarmTable.fid, fid), gte(alarmTable.firstAt, new Date(ctx.endMs - LOG_DAYS * 86_400_000))))
    .orderBy(alarmTable.firstAt);
  const rows: NewOutbox[] = [];
  for (const a of alarms) {
    const closedAt = a.closedAt?.getTime() ?? Infinity;
    let due = sendableAt(a.firstAt.getTime(), a.level, QUIET, ctx.timeZone);
    for (const [i, who] of [zhang, qian].entries()) {
      if (i > 0 && closedAt <= due) break;
      const msg = alarmMessage(a, fac?.name ?? '', i + 1, ctx.timeZone, due);
      for (const r of messagesFor([mail!], [who], { alarmId: a.alarmId, fid, ruleId: rule!.ruleId, step: i + 1, subject: msg.subject, body: msg.text, dueAt: new Date(due) })) {
        rows.push({ ...r, createdAt: new Date(Math.min(a.firstAt.getTime() + 1_000 + i * ESCALATE_MIN * 60_000, due)), ...outcome(r, due, closedAt, ctx.endMs) });
      }
      due = sendableAt(due + ESCALATE_MIN * 60_000, a.level, QUIET, ctx.timeZone);
      if (due > ctx.endMs) break;
    }
  }
  for (let i = 0; i < rows.length; i += 500) await tx.insert(notifyOutboxTable).values(rows.slice(i, i + 500));
  return { alarm_notify_outbox: rows.length };
}

/** How the worker would have ended with a message: skipped as planned, or closed before its time, or three failed mails. */
function outcome(r: NewOutbox, due: number, closedAt: number, endMs: number): Partial<NewOutbox> {
  if (r.status === 'skipped') return {};
  if (closedAt <= due) return { status: 'skipped', lastError: '发送前告警已关闭' };
  if (due > endMs) return {};
  const times = [due, due + NOTIFY_BACKOFF_S[0] * 1000, due + (NOTIFY_BACKOFF_S[0] + NOTIFY_BACKOFF_S[1]) * 1000];
  return { status: 'failed', attempts: 3, lastError: NO_SMTP, attemptLog: times.map((t) => ({ at: new Date(t).toISOString(), ok: false, error: NO_SMTP })) };
}
