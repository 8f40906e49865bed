import { EquipGateway } from './equip-gateway.js';
import { isEquipSn } from './equip-model.js';
import { RoomGateway, type RoomGatewayOptions } from './room-gateway.js';

/** A gateway to simulate: a room's options, and for a machine's gateway where it stood (count, running). */
export type SimulatedGatewaySpec = Omit<RoomGatewayOptions, 'url'> & { machine?: { count?: number; running?: boolean; timeScale?: number } };

export type SimulatedFactory = {
  gateways: RoomGateway[];
  /** The production machines' gateways (sn `EQ-…`). */
  machines: EquipGateway[];
  get(sn: string): RoomGateway | undefined;
  machine(sn: string): EquipGateway | undefined;
  stop(): Promise<void>;
};

/**
 * Starts one simulated gateway per room against a broker, and a machine's gateway for each sn `EQ-…` (the room
 * options a machine has no use for, initial climate and switches, are left out); the demo runs this in-process.
 */
export async function startSimulatedFactory(opts: { url: string; gateways: SimulatedGatewaySpec[] }): Promise<SimulatedFactory> {
  const gateways = opts.gateways.filter((g) => !isEquipSn(g.sn)).map(({ machine: _machine, ...g }) => new RoomGateway({ ...g, url: opts.url }));
  const machines = opts.gateways
    .filter((g) => isEquipSn(g.sn))
    .map(({ initial: _initial, switches: _switches, machine, ...g }) => new EquipGateway({ ...g, ...machine, url: opts.url }));
  const all = [...gateways, ...machines];
  await Promise.all(all.map((g) => g.start()));
  return {
    gateways,
    machines,
    get: (sn) => gateways.find((g) => g.opts.sn === sn),
    machine: (sn) => machines.find((g) => g.opts.sn === sn),
    stop: async () => {
      await Promise.all(all.map((g) => g.stop()));
    },
  };
}
