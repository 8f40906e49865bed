import type { SiRecord } from '@pfs/domain/si';
import { ApiError } from '@/lib/request';
import { answerBody, draftGap, draftStore, type AnswerDraft } from './answer-draft';

/** Where an item's answer stands: being given, waiting to go, going, in, or refused / not reached. */
export type SyncState = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';
export type ItemSync = { draft?: AnswerDraft; state: SyncState; error?: string };
type Send = (body: ReturnType<typeof answerBody>, silent: boolean) => Promise<SiRecord>;

/** A dropped connection (no reply at all) is worth trying again by itself; a refusal waits for the inspector. */
const offline = (e: unknown) => e instanceof ApiError && e.code === 0;

/**
 * The answers of one plan on their way to the server: each item saved on its own as soon as it is answered (typing
 * waits for a pause), one request per item at a time, the latest draft winning. Until the server confirms an
 * answer it stays in the phone's storage and is sent again on reload, when the phone is back online, and every
 * half minute while offline.
 */
export class AnswerQueue {
  private items = new Map<number, ItemSync>();
  private listeners = new Set<() => void>();
  private timers = new Map<number, ReturnType<typeof setTimeout>>();
  private inflight = new Set<number>();
  private again = new Set<number>();
  private versions = new Map<number, number>();
  private records = new Map<number, SiRecord>();

  constructor(
    private readonly fid: number,
    private readonly planId: number,
    private readonly send: Send,
    private readonly onSaved: (r: SiRecord) => void,
  ) {}

  subscribe = (l: () => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };
  getSnapshot = () => this.items;

  private set(id: number, patch: Partial<ItemSync>) {
    const now = this.items.get(id) ?? { state: 'idle' };
    this.items = new Map(this.items).set(id, { ...now, ...patch });
    this.listeners.forEach((l) => l());
  }

  /** The plan's records as the server last sent them; the first time, drafts left from before are sent (or dropped if the plan can no longer be filled). */
  load(records: readonly SiRecord[], canFill: boolean) {
    const first = this.records.size === 0;
    this.records = new Map(records.map((r) => [r.rcd_id, r]));
    if (!first) return;
    for (const [id, d] of draftStore.all(this.fid, this.planId)) {
      if (!canFill || !this.records.has(id)) draftStore.drop(this.fid, this.planId, id);
      else this.change(id, d, 0, true);
    }
  }

  /**
   * Listens for the phone coming back online and retries every half minute; answers the function that stops it. A
   * send already scheduled still goes after the page is left: the answer is not lost either way.
   */
  attach(): () => void {
    const resend = () => this.resendAll();
    window.addEventListener('online', resend);
    const retry = setInterval(() => this.resendAll(true), 30_000);
    return () => {
      window.removeEventListener('online', resend);
      clearInterval(retry);
    };
  }

  /** A new draft of an item: kept at once, sent after `delay` ms (0 for a tap, a pause for typing). */
  change(id: number, draft: AnswerDraft, delay: number, quiet = false) {
    draftStore.put(this.fid, this.planId, id, draft);
    this.versions.set(id, (this.versions.get(id) ?? 0) + 1);
    this.set(id, { draft, state: draft.result ? 'pending' : 'idle', error: undefined });
    clearTimeout(this.timers.get(id));
    this.timers.set(id, setTimeout(() => void this.push(id, quiet), delay));
  }

  /** Sends again whatever is waiting or was refused; `offlineOnly`: only what failed for want of a connection. */
  resendAll(offlineOnly = false) {
    for (const [id, s] of this.items) {
      if (s.state === 'pending' || (s.state === 'failed' && (!offlineOnly || s.error === undefined || s.error.startsWith('网络')))) void this.push(id, true);
    }
  }

  retryOne = (id: number) => void this.push(id, false);

  private async push(id: number, quiet: boolean) {
    const s = this.items.get(id);
    const rec = this.records.get(id);
    if (!s?.draft?.result || !rec) return;
    const gap = draftGap(s.draft, rec);
    if (gap) return this.set(id, { state: 'pending', error: gap });
    if (this.inflight.has(id)) {
      this.again.add(id);
      return;
    }
    this.inflight.add(id);
    const version = this.versions.get(id);
    this.set(id, { state: 'saving', error: undefined });
    try {
      const saved = await this.send(answerBody(this.fid, this.planId, id, s.draft), quiet);
      this.records.set(id, saved);
      this.onSaved(saved);
      if (this.versions.get(id) === version) {
        draftStore.drop(this.fid, this.planId, id);
        this.set(id, { draft: undefined, state: 'saved' });
      }
    } catch (e) {
      this.set(id, { state: 'failed', error: offline(e) ? `网络不通，已暂存在本机，恢复后自动重发` : e instanceof Error ? e.message : '保存失败' });
    } finally {
      this.inflight.delete(id);
      if (this.again.delete(id)) void this.push(id, true);
    }
  }
}
