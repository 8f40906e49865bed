import type { SimulatedFactory } from '@pfs/sim';
import type { SimGatewayList, SimInjectAnomalyBody } from '@pfs/domain/iot-device';
import { AppError, notFound } from '../../lib/app-error.js';
import type { GatewayService } from '../iot-gateway/index.js';

export type SimAnomaly = Omit<SimInjectAnomalyBody, 'fid'>;

/**
 * Reaches the in-process simulator (started by server.ts) for demos and tests: anomalies are injected into
 * the factory's simulated gateways only; real gateways are never touched.
 */
export class SimDebugService {
  private factory: SimulatedFactory | null = null;

  constructor(private readonly gateways: Pick<GatewayService, 'list'>) {}

  attach(factory: SimulatedFactory | null) {
    this.factory = factory;
  }

  async list(fid: number): Promise<SimGatewayList> {
    const gws = (await this.gateways.list(fid)).filter((g) => g.simulated);
    return {
      running: !!this.factory,
      gateways: gws.map((g) => {
        const sim = this.factory?.get(g.sn);
        const a = sim?.anomalies;
        return {
          gw_id: g.gw_id,
          sn: g.sn,
          name: g.name,
          running: !!sim,
          connected: sim?.connected ?? false,
          air_temp: sim ? Number(sim.state.airTemp.toFixed(2)) : null,
          heat_spike_until: a?.heatSpikeUntil ? new Date(a.heatSpikeUntil).toISOString() : null,
          offline_until: a?.offlineUntil ? new Date(a.offlineUntil).toISOString() : null,
          stuck: a?.stuck ?? [],
          fail_rate: a?.failRate ?? 0,
          buffered: sim?.bufferedCount ?? 0,
        };
      }),
    };
  }

  async inject(fid: number, b: SimAnomaly) {
    const g = (await this.gateways.list(fid)).find((x) => x.gw_id === b.gw_id);
    if (!g) throw notFound('网关不存在或不属于本工厂');
    if (!g.simulated) throw new AppError(400, `${g.name} 不是模拟网关，不能注入异常`);
    const sim = this.factory?.get(g.sn);
    if (!sim) throw new AppError(409, '模拟器未运行（SIM=off 或物联网未启动）');
    const seconds = b.seconds ?? 60;
    if (b.kind === 'heat_spike') sim.inject({ heatSpikeSeconds: seconds });
    else if (b.kind === 'stuck') {
      if (!b.point) throw new AppError(400, '请指定卡住的传感器编码 point');
      sim.inject({ stuck: b.point });
    } else if (b.kind === 'disconnect') sim.disconnectFor(seconds);
    else if (b.kind === 'fail_rate') sim.inject({ failRate: b.rate ?? 1 });
    else sim.clearAnomalies();
    return { gw_id: g.gw_id, name: g.name };
  }
}
