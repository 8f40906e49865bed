import { describe, expect, it } from 'vitest';
import { EquipGateway } from './equip-gateway.js';

describe('a machine gateway started where the machine stood', () => {
  const opts = { url: 'mqtt://127.0.0.1:1', sn: 'EQ-1-TRN-1', secret: 'x' };
  it('goes on counting from the stored count and keeps running an order it was running', () => {
    const g = new EquipGateway({ ...opts, count: 1234, running: true });
    expect([g.model.state, g.model.count]).toEqual(['run', 1234]);
  });
  it('starts idle from 0 without them', () => {
    const g = new EquipGateway(opts);
    expect([g.model.state, g.model.count]).toEqual(['idle', 0]);
  });
});
