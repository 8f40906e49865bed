import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiRecord } from '@pfs/domain/si';
import { ApiError } from '@/lib/request';
import { draftGap, draftOf, withNumber, type AnswerDraft } from './answer-draft';
import { AnswerQueue } from './answer-queue';

const ec = { rcd_id: 7, name: '营养液 EC', answer_kind: 'number', unit: 'mS/cm', min: 1.2, max: 2.2, photo_required: false, result: '-', value_num: null, value_text: '', photos: [], remark: '' } as unknown as SiRecord;
const blank: AnswerDraft = draftOf(ec);

/** The phone's storage and window, as far as the queue uses them. */
function phone() {
  const store = new Map<string, string>();
  const listeners = new Map<string, () => void>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
    key: (i: number) => [...store.keys()][i] ?? null,
    get length() {
      return store.size;
    },
  });
  vi.stubGlobal('window', { addEventListener: (e: string, l: () => void) => listeners.set(e, l), removeEventListener: (e: string) => listeners.delete(e) });
  return { store, online: () => listeners.get('online')?.() };
}

describe('an answer as it is given', () => {
  it('turns 异常 when the reading leaves the range and 正常 when it comes back, unless the inspector chose', () => {
    const high = withNumber(blank, 3.5, ec);
    expect(high).toMatchObject({ result: 'err', auto: true });
    expect(withNumber(high, 1.8, ec)).toMatchObject({ result: 'ok', auto: true });
    const chosen = { ...withNumber(blank, 1.8, ec), result: 'err' as const, auto: false };
    expect(withNumber(chosen, 1.9, ec).result).toBe('err');
  });

  it('waits for a reading, the words or a required photo before it goes', () => {
    expect(draftGap({ ...blank, result: 'ok' }, ec)).toBe('请填写读数');
    expect(draftGap({ ...blank, result: 'ignore' }, ec)).toBeNull();
    expect(draftGap({ ...blank, result: 'err', value_num: 3 }, { ...ec, photo_required: true })).toBe('此项须拍照');
  });
});

describe('the answer queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps an answer on the phone while offline and sends it again when the phone is back online', async () => {
    const { store, online } = phone();
    const send = vi.fn().mockRejectedValueOnce(new ApiError('Failed to fetch', 0)).mockResolvedValue({ ...ec, result: 'err', value_num: 3.5 });
    const saved = vi.fn();
    const q = new AnswerQueue(1, 9, send, saved);
    q.load([ec], true);
    const detach = q.attach();
    q.change(7, withNumber(blank, 3.5, ec), 800);
    expect([...store.keys()]).toEqual(['pfs_si_answer:1:9:7']);
    await vi.advanceTimersByTimeAsync(800);
    expect(q.getSnapshot().get(7)?.state).toBe('failed');
    expect(store.size).toBe(1);
    online();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenLastCalledWith(expect.objectContaining({ rcd_id: 7, result: 'err', value_num: 3.5 }), true);
    expect(q.getSnapshot().get(7)?.state).toBe('saved');
    expect(saved).toHaveBeenCalledOnce();
    expect(store.size).toBe(0);
    detach();
  });

  it('sends what a reload left on the phone, and drops it for a plan that can no longer be filled', async () => {
    const { store } = phone();
    store.set('pfs_si_answer:1:9:7', JSON.stringify({ ...blank, result: 'ignore' }));
    const send = vi.fn().mockResolvedValue({ ...ec, result: 'ignore' });
    const q = new AnswerQueue(1, 9, send, () => undefined);
    q.load([ec], true);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ result: 'ignore' }), true);
    expect(store.size).toBe(0);

    store.set('pfs_si_answer:1:9:7', JSON.stringify({ ...blank, result: 'ok', value_num: 1.5 }));
    const done = new AnswerQueue(1, 9, send, () => undefined);
    done.load([ec], false);
    expect(store.size).toBe(0);
  });
});
