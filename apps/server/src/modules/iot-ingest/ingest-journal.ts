import fs from 'node:fs';
import path from 'node:path';

export type JournalRecord = { topic: string; payload: Buffer };

const SEGMENT = /^seg-(\d{12})\.log$/;

/**
 * Telemetry (and births, which the telemetry after them needs) accepted from the broker but not yet in the
 * database, on disk. A message is appended (synchronously) before the broker acknowledges it to the gateway, so a
 * killed server finds it here at the next start instead of losing it; storage is idempotent, so replaying a message that was already written changes nothing.
 * Segments are sealed at each flush and deleted once everything they hold has been written.
 * Records: u32 topic length, u32 payload length, topic, payload. A torn last record (crash mid-write) is ignored.
 */
export class IngestJournal {
  private fd: number | null = null;
  private seq = 0;
  private readonly sealed: number[] = [];

  constructor(private readonly dir: string) {
    fs.mkdirSync(dir, { recursive: true });
  }

  private file(seq: number) {
    return path.join(this.dir, `seg-${String(seq).padStart(12, '0')}.log`);
  }

  /** Messages left by a previous run, oldest first; their segments count as sealed (released by the next flush). */
  recover(): JournalRecord[] {
    const seqs = fs
      .readdirSync(this.dir)
      .map((f) => SEGMENT.exec(f)?.[1])
      .filter((s): s is string => !!s)
      .map(Number)
      .sort((a, b) => a - b);
    const out: JournalRecord[] = [];
    for (const s of seqs) {
      const buf = fs.readFileSync(this.file(s));
      for (let o = 0; o + 8 <= buf.length; ) {
        const tl = buf.readUInt32LE(o);
        const pl = buf.readUInt32LE(o + 4);
        if (o + 8 + tl + pl > buf.length) break;
        out.push({ topic: buf.toString('utf8', o + 8, o + 8 + tl), payload: buf.subarray(o + 8 + tl, o + 8 + tl + pl) });
        o += 8 + tl + pl;
      }
      this.sealed.push(s);
      this.seq = Math.max(this.seq, s);
    }
    return out;
  }

  append(topic: string, payload: Buffer) {
    if (this.fd === null) this.fd = fs.openSync(this.file(++this.seq), 'a');
    const head = Buffer.allocUnsafe(8 + Buffer.byteLength(topic));
    head.writeUInt32LE(head.length - 8, 0);
    head.writeUInt32LE(payload.length, 4);
    head.write(topic, 8, 'utf8');
    // Two writes to the same append-only file: the page cache survives a killed process, which is the case covered.
    fs.writeSync(this.fd, head);
    fs.writeSync(this.fd, payload);
  }

  /** Closes the open segment; returns the newest sealed segment number (0 when there is none). */
  rotate(): number {
    if (this.fd !== null) {
      fs.closeSync(this.fd);
      this.fd = null;
      this.sealed.push(this.seq);
    }
    return this.sealed.at(-1) ?? 0;
  }

  /** Deletes sealed segments up to `upTo`: everything in them is stored. */
  release(upTo: number) {
    while (this.sealed.length > 0 && this.sealed[0]! <= upTo) fs.rmSync(this.file(this.sealed.shift()!), { force: true });
  }

  close() {
    this.rotate();
  }
}
