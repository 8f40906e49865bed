import { describe, expect, it } from 'vitest';
import { factoryDayStart, factoryTimeZone, formatAgo, formatDateTime, formatFactoryTime, formatRelativeTime, isFactoryMidnight, setFactoryTimeZone } from './time-format.js';

const now = new Date('2026-11-22T12:00:00');
const ago = (s: number) => new Date(now.getTime() - s * 1000);

describe('relative time', () => {
  it('form 1 at its boundaries', () => {
    expect(formatRelativeTime(ago(29), now)).toBe('刚刚');
    expect(formatRelativeTime(ago(30), now)).toBe('1分钟前');
    expect(formatRelativeTime(ago(3599), now)).toBe('60分钟前');
    expect(formatRelativeTime(ago(3600), now)).toBe('1小时前');
    expect(formatRelativeTime(ago(86_399), now)).toBe('24小时前');
    expect(formatRelativeTime(ago(86_400), now)).toBe('1天前');
    expect(formatRelativeTime(ago(2 * 86_400), now)).toBe('11月20日12时00分');
  });
  it('form 2: minutes, hours, days', () => {
    expect(formatAgo(ago(59), now)).toBe('0分钟前');
    expect(formatAgo(ago(3599), now)).toBe('59分钟前');
    expect(formatAgo(ago(3600), now)).toBe('1小时前');
    expect(formatAgo(ago(86_400 * 3), now)).toBe('3天前');
  });
  it('default format', () => {
    expect(formatDateTime(new Date('2026-01-02T03:04:05'))).toBe('2026-01-02 03:04:05');
  });
});

describe('factory time', () => {
  it('shows a moment on the factory clock (Asia/Shanghai) whatever the machine zone', () => {
    expect(formatFactoryTime('2026-11-22T16:30:05Z')).toBe('2026-11-23 00:30:05');
    expect(formatFactoryTime(Date.UTC(2026, 0, 2, 3, 4, 5), 'MM-DD HH:mm')).toBe('01-02 11:04');
    expect(formatFactoryTime('2026-11-22T16:30:05Z', 'HH:mm', 'Europe/Berlin')).toBe('17:30');
  });
  it('starts a factory calendar day at its midnight', () => {
    expect(factoryDayStart('2026-11-23')).toBe(Date.parse('2026-11-22T16:00:00Z'));
  });
  it('knows the factory midnight', () => {
    expect(isFactoryMidnight('2026-11-22T16:00:00Z')).toBe(true);
    expect(isFactoryMidnight('2026-11-23T00:00:00Z')).toBe(false);
  });
});

describe('the server-set factory zone', () => {
  it('follows TIME_ZONE from the server and falls back on an unknown name', () => {
    try {
      setFactoryTimeZone('Europe/Berlin');
      expect(formatFactoryTime('2026-11-22T16:30:05Z')).toBe('2026-11-22 17:30:05');
      expect(factoryDayStart('2026-11-23')).toBe(Date.UTC(2026, 10, 22, 23));
      setFactoryTimeZone('Mars/Olympus');
      expect(factoryTimeZone()).toBe('Asia/Shanghai');
      expect(formatFactoryTime('2026-11-22T16:30:05Z')).toBe('2026-11-23 00:30:05');
    } finally {
      setFactoryTimeZone('Asia/Shanghai');
    }
  });
});
