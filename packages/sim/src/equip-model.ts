import { EQUIP_STATE_VALUES, type EquipKind, type EquipState } from '@pfs/domain/mes';

/**
 * A production machine behind a simulated gateway (seeder, transplanter, harvesting or packing line), pure and
 * driven by elapsed time only: step(dtMs) moves it on, command(on) flips its run switch. Randomness (speed, faults)
 * comes from a seeded generator, so a machine replays the same day from the same seed.
 */

/** sn of a machine's gateway: `EQ-<fid>-<KIND>-<n>`, e.g. EQ-1-TRN-2. */
const EQUIP_SN = /^EQ-\d+-(SOW|TRN|HRV|PCK)-\d+$/;
const SN_KINDS: Record<string, EquipKind> = { SOW: 'sow', TRN: 'transplant', HRV: 'harvest', PCK: 'pack' };

/** Rated dishes per hour of the simulated machines, by kind: the demo's machines' (apps/server seed demo-mes-equips). */
export const SIM_EQUIP_CAPACITY: Record<EquipKind, number> = { sow: 30, transplant: 30, harvest: 60, pack: 100 };

export const isEquipSn = (sn: string) => sn.startsWith('EQ-');

export function equipKindOfSn(sn: string): EquipKind | null {
  const m = EQUIP_SN.exec(sn);
  return m ? SN_KINDS[m[1]!]! : null;
}

export type EquipModelOptions = {
  kind: EquipKind;
  seed: number;
  /** Dishes counted so far (a machine's counter runs since it was installed). */
  count?: number;
  /** Mean running time between two faults, and the shortest and longest repair. */
  mtbfMs?: number;
  repairMs?: [number, number];
};

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** mulberry32: small, fast and good enough to vary a simulation; the same seed gives the same sequence. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A stable seed from a text (FNV-1a), so each gateway's machine behaves differently but reproducibly. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export class EquipModel {
  readonly kind: EquipKind;
  readonly capacity: number;
  state: EquipState = 'idle';
  /** Whether the run switch is on: the machine runs whenever it is and no fault holds it. */
  runOn = false;
  count: number;
  private frac = 0;
  /** Dishes per hour while running; drawn anew at each start, 85–100 % of the rated capacity. */
  private speed = 0;
  private untilFaultMs: number;
  private repairLeftMs = 0;
  private readonly random: () => number;
  private readonly mtbfMs: number;
  private readonly repairMs: [number, number];

  constructor(o: EquipModelOptions) {
    this.kind = o.kind;
    this.capacity = SIM_EQUIP_CAPACITY[o.kind];
    this.count = o.count ?? 0;
    this.random = rng(o.seed);
    this.mtbfMs = o.mtbfMs ?? 4 * HOUR;
    this.repairMs = o.repairMs ?? [3 * MINUTE, 10 * MINUTE];
    this.untilFaultMs = this.drawRunTime();
  }

  /** The state point's value (EQUIP_STATE_VALUES). */
  get stateValue(): number {
    return EQUIP_STATE_VALUES[this.state];
  }

  /** Open starts the machine, close stops it; a fault is repaired first either way, then the switch decides. */
  command(on: boolean) {
    this.runOn = on;
    if (this.state === 'fault') return;
    if (on && this.state !== 'run') this.start();
    if (!on) this.state = 'idle';
  }

  /** Advances by dtMs: counts while running, breaks down after its drawn running time, resumes after the repair. */
  step(dtMs: number) {
    let left = Math.max(0, dtMs);
    while (left > 0) {
      if (this.state === 'run') {
        const t = Math.min(left, this.untilFaultMs);
        this.produce(t);
        this.untilFaultMs -= t;
        left -= t;
        if (this.untilFaultMs <= 0) this.breakDown();
      } else if (this.state === 'fault') {
        const t = Math.min(left, this.repairLeftMs);
        this.repairLeftMs -= t;
        left -= t;
        if (this.repairLeftMs <= 0) {
          this.state = 'idle';
          if (this.runOn) this.start();
        }
      } else left = 0;
    }
  }

  private start() {
    this.state = 'run';
    this.speed = this.capacity * (0.85 + 0.15 * this.random());
  }

  private produce(ms: number) {
    this.frac += (this.speed * ms) / HOUR;
    const whole = Math.floor(this.frac);
    this.count += whole;
    this.frac -= whole;
  }

  private breakDown() {
    this.state = 'fault';
    const [lo, hi] = this.repairMs;
    this.repairLeftMs = lo + (hi - lo) * this.random();
    this.untilFaultMs = this.drawRunTime();
  }

  /** Running time to the next fault: exponential with mean mtbfMs (faults come without memory). */
  private drawRunTime() {
    return -Math.log(1 - this.random()) * this.mtbfMs;
  }
}
