import type { QueryClient } from '@tanstack/react-query';
import type { LiveServerMsg } from '@pfs/domain/live';

export type LiveMsgType = LiveServerMsg['type'];
export type LiveMsgOf<K extends LiveMsgType> = Extract<LiveServerMsg, { type: K }>;
export type LivePatchContext = { qc: QueryClient; fid: number };

/**
 * How one owner's cached data follows the live channel: a handler per message type it cares about, and `resync`
 * for what to refetch after a reconnect (events may have been missed while the socket was down).
 */
export type LivePatch = { [K in LiveMsgType]?: (msg: LiveMsgOf<K>, ctx: LivePatchContext) => void } & { resync?: (ctx: LivePatchContext) => void };

/**
 * The live channel knows no query keys: each owner of cached data (a feature's api file, or lib/iot-data) registers
 * how a live message changes its own cache. Owners register when their module loads, which is exactly when their
 * cache can first exist.
 */
export function createLivePatchRegistry() {
  const patches = new Map<string, LivePatch>();
  const each = (what: string, fn: (owner: string, p: LivePatch) => void) => {
    for (const [owner, p] of patches) {
      // One owner's broken handler must not keep the others' pages from updating.
      try {
        fn(owner, p);
      } catch (e) {
        console.error(`实时数据更新失败（${owner}，${what}）`, e);
      }
    }
  };
  return {
    /** Registering the same owner again replaces its patch (a module evaluated twice, e.g. after a hot reload). */
    register(owner: string, patch: LivePatch): () => void {
      patches.set(owner, patch);
      return () => {
        if (patches.get(owner) === patch) patches.delete(owner);
      };
    },
    apply(qc: QueryClient, fid: number, msg: LiveServerMsg) {
      each(msg.type, (_o, p) => (p[msg.type] as ((m: LiveServerMsg, c: LivePatchContext) => void) | undefined)?.(msg, { qc, fid }));
    },
    resync(qc: QueryClient, fid: number) {
      each('resync', (_o, p) => p.resync?.({ qc, fid }));
    },
    owners: () => [...patches.keys()],
  };
}

export type LivePatchRegistry = ReturnType<typeof createLivePatchRegistry>;

/** The tab's registry: the shell's live channel applies every message to it. */
export const livePatches = createLivePatchRegistry();

export const registerLivePatch = (owner: string, patch: LivePatch) => livePatches.register(owner, patch);
