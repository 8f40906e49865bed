import { isInTimeWindow, maskContact, clockSeconds } from '@pfs/domain';
import { ALARM_TYPE_LABELS, isSevereLevel, type AlarmTypeCode } from '@pfs/domain/iot-device';
import type { NotifyMessage } from './notify-http.js';

type AlarmLike = { alarmId: number; fid: number; title: string; alarmType: string; level: number; firstAt: Date; count: number };

/** 'YYYY-MM-DD HH:mm' in the factory's time zone. */
export const localTime = (d: Date, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(d);

const secondOfDay = (ms: number, timeZone: string) => {
  const [h, m, s] = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
    .format(ms)
    .split(':')
    .map(Number);
  return h! * 3600 + m! * 60 + s!;
};

/**
 * When a message of `level` may go out at `ms` under the rule's quiet hours: at once when there are none, the alarm is
 * severe (0 and 5), or it is outside them; otherwise when they end.
 */
export function sendableAt(ms: number, level: number, quiet: { start: string | null; end: string | null }, timeZone: string): number {
  if (!quiet.start || !quiet.end || isSevereLevel(level)) return ms;
  const sec = secondOfDay(ms, timeZone);
  if (!isInTimeWindow(quiet.start, quiet.end, sec)) return ms;
  const wait = (clockSeconds(quiet.end) - sec + 86_400) % 86_400;
  return ms + wait * 1000;
}

export const levelText = (level: number) => `${level} 级${isSevereLevel(level) ? '（严重）' : ''}`;

/** The subject and bodies of an alarm's notice; escalations say so and how long it has been open. */
export function alarmMessage(
  a: AlarmLike,
  facName: string,
  step: number,
  timeZone: string,
  now: number,
): Pick<NotifyMessage, 'subject' | 'text' | 'markdown' | 'meta'> {
  const type = ALARM_TYPE_LABELS[a.alarmType as AlarmTypeCode] ?? a.alarmType;
  const openMin = Math.max(0, Math.round((now - a.firstAt.getTime()) / 60_000));
  const escalation = step > 1 ? `【第 ${step} 级升级：已 ${openMin} 分钟无人处理】` : '';
  const subject = `${escalation}【${facName}】${isSevereLevel(a.level) ? '严重告警' : '告警'}：${a.title}`;
  const time = localTime(a.firstAt, timeZone);
  const lines = [
    `工厂：${facName}`,
    `告警：${a.title}`,
    `类型：${type}`,
    `级别：${levelText(a.level)}`,
    `发生时间：${time}`,
    '请登录平台查看并处理（告警 → 告警记录）。',
  ];
  const text = [subject, ...lines.slice(1)].join('\n');
  const markdown = [`### ${subject}`, ...lines.map((l) => `> ${l}`)].join('\n');
  return {
    subject,
    text,
    markdown,
    meta: { alarm_id: a.alarmId, fid: a.fid, level: a.level, severe: isSevereLevel(a.level), alarm_type: a.alarmType, title: a.title, time, step },
  };
}

export function testMessage(facName: string, channelName: string, timeZone: string, now: number) {
  const time = localTime(new Date(now), timeZone);
  const subject = `【${facName}】告警通知测试`;
  const text = `${subject}\n渠道：${channelName}\n时间：${time}\n收到这条消息说明该渠道可以送达告警。`;
  return {
    subject,
    text,
    markdown: `### ${subject}\n> 渠道：${channelName}\n> 时间：${time}\n> 收到这条消息说明该渠道可以送达告警。`,
    meta: { test: true, time },
  };
}

/** How a person shows in the log: name and masked address. */
export const personLabel = (cname: string, address: string) => (address ? `${cname}（${maskContact(address)}）` : cname);
