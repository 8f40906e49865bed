import { create } from 'zustand';
import { LIVE_CLOSE, reconnectDelayMs, type LiveServerMsg } from '@pfs/domain/live';

/**
 * live: connected and authenticated; reconnecting: lost, trying again with back-off; offline: the browser says
 * there is no network (retries when it returns); refused: the server closed it for a reason retrying will not
 * fix (session invalid, no permission); idle: no factory or no token.
 */
export type LiveStatus = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'offline' | 'refused';

export const useLiveStatus = create<{ status: LiveStatus; reason: string; set: (status: LiveStatus, reason?: string) => void }>((set) => ({
  status: 'idle',
  reason: '',
  set: (status, reason = '') => set({ status, reason }),
}));

type Listener = (msg: LiveServerMsg) => void;

/** App-level ping: a browser cannot see the server's ping frames, so silence this long means a dead link. */
const PING_EVERY_MS = 10_000;
const SILENCE_LIMIT_MS = 25_000;

/**
 * One WebSocket per tab for the current factory: authenticates with its first message (the token never goes
 * into a URL), reconnects with exponential back-off after a loss, and tells the app when it is back so missed
 * events are refetched.
 */
export class LiveChannel {
  private ws: WebSocket | null = null;
  private attempt = 0;
  private everLive = false;
  private stopped = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private lastHeard = 0;

  constructor(
    private readonly o: { token: string; fid: number; onMessage: Listener; onResync: () => void; url?: string },
  ) {}

  start() {
    window.addEventListener('offline', this.onOffline);
    window.addEventListener('online', this.onOnline);
    if (navigator.onLine === false) useLiveStatus.getState().set('offline');
    else this.connect();
  }

  stop() {
    this.stopped = true;
    window.removeEventListener('offline', this.onOffline);
    window.removeEventListener('online', this.onOnline);
    this.clearTimers();
    this.ws?.close(1000, 'bye');
    this.ws = null;
    useLiveStatus.getState().set('idle');
  }

  private readonly onOffline = () => {
    this.drop();
    useLiveStatus.getState().set('offline');
  };

  private readonly onOnline = () => {
    this.attempt = 0;
    this.drop();
    this.connect();
  };

  private clearTimers() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.retryTimer = null;
    this.pingTimer = null;
  }

  /** Forgets the current socket without triggering its close handler's retry. */
  private drop() {
    this.clearTimers();
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.onclose = null;
      ws.close();
    }
  }

  private url() {
    return this.o.url ?? `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
  }

  private connect() {
    if (this.stopped) return;
    useLiveStatus.getState().set(this.everLive ? 'reconnecting' : 'connecting');
    const ws = new WebSocket(this.url());
    this.ws = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token: this.o.token, fid: this.o.fid }));
    ws.onmessage = (e) => {
      this.lastHeard = Date.now();
      let msg: LiveServerMsg;
      try {
        msg = JSON.parse(String(e.data)) as LiveServerMsg;
      } catch {
        return;
      }
      if (msg.type === 'ready') this.onReady();
      this.o.onMessage(msg);
    };
    ws.onclose = (e) => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.clearTimers();
      if (this.stopped) return;
      if (e.code === LIVE_CLOSE.unauthenticated || e.code === LIVE_CLOSE.forbidden) {
        useLiveStatus.getState().set('refused', e.reason);
        return;
      }
      this.scheduleRetry();
    };
  }

  private onReady() {
    const wasLive = this.everLive;
    this.everLive = true;
    this.attempt = 0;
    useLiveStatus.getState().set('live');
    this.lastHeard = Date.now();
    this.pingTimer = setInterval(() => {
      if (Date.now() - this.lastHeard > SILENCE_LIMIT_MS) {
        this.drop();
        this.scheduleRetry();
      } else this.ws?.send(JSON.stringify({ type: 'ping' }));
    }, PING_EVERY_MS);
    // Whatever happened while the socket was down must be fetched again.
    if (wasLive) this.o.onResync();
  }

  private scheduleRetry() {
    useLiveStatus.getState().set(navigator.onLine === false ? 'offline' : 'reconnecting');
    if (navigator.onLine === false) return; // the 'online' event reconnects
    const delay = reconnectDelayMs(this.attempt++);
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }
}
