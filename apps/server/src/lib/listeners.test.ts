import { describe, expect, it } from 'vitest';
import { Listeners, listenerWiring } from './listeners.js';
import { gate } from './gate.fixture.js';

describe('Listeners', () => {
  it('calls every listener in order, and a failing one neither stops the rest nor the producer', async () => {
    const seen: string[] = [];
    const errors: unknown[] = [];
    const l = new Listeners<[string]>((e) => errors.push(e));
    l.add((x) => void seen.push(`a${x}`));
    l.add(() => {
      throw new Error('boom');
    });
    const off = l.add(async (x) => void seen.push(`c${x}`));
    await l.emit('1');
    off();
    await l.emit('2');
    expect(seen).toEqual(['a1', 'c1', 'a2']);
    expect(errors).toHaveLength(2);
    expect(l.size).toBe(2);
  });

  it('starts a later listener without waiting for a slow earlier one, and settles only when all are done', async () => {
    const l = new Listeners<[number]>();
    const slow = gate();
    const seen: string[] = [];
    l.add(async () => {
      await slow.p;
      seen.push('alarms done');
    });
    l.add(() => void seen.push('live'));
    let settled = false;
    const emitted = l.emit(1).then(() => (settled = true));
    expect(seen).toEqual(['live']);
    await new Promise((r) => setTimeout(r, 5));
    expect(settled).toBe(false);
    slow.open();
    await emitted;
    expect(seen).toEqual(['live', 'alarms done']);
  });
});

describe('listenerWiring', () => {
  it('logs a failing listener by name and still runs the others', async () => {
    const logged: [string, string][] = [];
    const listen = listenerWiring((err, name) => logged.push([name, (err as Error).message]));
    const l = new Listeners<[number]>(() => logged.push(['producer', 'should not be reached']));
    const seen: number[] = [];
    listen(l, '读数 → 告警', () => Promise.reject(new Error('db down')));
    listen(l, '读数 → 策略', () => {
      throw new Error('sync');
    });
    listen(l, '读数 → 实时通道', (x) => void seen.push(x));
    await l.emit(7);
    expect(seen).toEqual([7]);
    expect(logged.sort()).toEqual([
      ['读数 → 告警', 'db down'],
      ['读数 → 策略', 'sync'],
    ]);
  });

  it('does not make the producer wait for a listener subscribed with wait: false, yet logs its failure', async () => {
    const logged: string[] = [];
    const listen = listenerWiring((_err, name) => logged.push(name));
    const l = new Listeners<[number]>();
    const slow = gate();
    listen(l, '读数 → 策略', () => slow.p, { wait: false });
    await l.emit(1);
    expect(logged).toEqual([]);
    slow.fail(new Error('rule failed'));
    await new Promise((r) => setTimeout(r, 0));
    expect(logged).toEqual(['读数 → 策略']);
  });
});
