import { RoomGateway, type RoomGatewayOptions } from './room-gateway.js';

export type SimulatedFactory = {
  gateways: RoomGateway[];
  get(sn: string): RoomGateway | undefined;
  stop(): Promise<void>;
};

/** Starts one simulated gateway per room against a broker; the demo runs this in-process. */
export async function startSimulatedFactory(opts: { url: string; gateways: Omit<RoomGatewayOptions, 'url'>[] }): Promise<SimulatedFactory> {
  const gateways = opts.gateways.map((g) => new RoomGateway({ ...g, url: opts.url }));
  await Promise.all(gateways.map((g) => g.start()));
  return {
    gateways,
    get: (sn) => gateways.find((g) => g.opts.sn === sn),
    stop: async () => {
      await Promise.all(gateways.map((g) => g.stop()));
    },
  };
}
