import { describe, expect, it } from 'vitest';
import { currentPlanText, ruleWindowText, timingOf, toSaveSiRuleBody, toSiRuleForm } from './si-rule-form';

describe('ruleWindowText', () => {
  it('names the due day of a weekly rule and the grace', () => {
    expect(ruleWindowText({ period: 'w', due_day: 2, start_time: '14:00', end_time: '17:00', late_min: 30 })).toBe(
      '每周第 2 天 14:00–17:00，截止后 30 分钟仍未完成记为逾期',
    );
  });
  it('leaves the day out of a daily rule and marks a window past midnight', () => {
    expect(ruleWindowText({ period: 'd', due_day: 1, start_time: '22:00', end_time: '02:00', late_min: 0 })).toBe(
      '每日 22:00–次日 02:00，截止时仍未完成即记为逾期',
    );
  });
});

describe('currentPlanText', () => {
  it('places the current week plan on the factory clock', () => {
    // Friday 2026-11-27 10:00 in Shanghai: the week began on Monday 11-23, its second day is 11-24.
    const text = currentPlanText({ period: 'w', due_day: 2, start_time: '14:00', end_time: '17:00', late_min: 30 }, new Date('2026-11-27T02:00:00Z'));
    expect(text).toBe('本期（2026年11/23–11/29 周）：11-24 14:00 开始，11-24 17:00 截止');
  });
});

describe('rule form', () => {
  it('sends a daily rule as due on day 1 with its times as HH:mm', () => {
    const v = { ...toSiRuleForm(null), name: ' 早班巡检 ', due_day: 5, ci_ids: [3, 1], assignee_uids: [7] };
    expect(toSaveSiRuleBody(9, null, v)).toMatchObject({
      fid: 9,
      name: '早班巡检',
      period: 'd',
      due_day: 1,
      start_time: '08:00',
      end_time: '10:00',
      ci_ids: [3, 1],
      status: 'enabled',
    });
    expect(timingOf({ period: 'w' })).toBeNull();
  });
});
