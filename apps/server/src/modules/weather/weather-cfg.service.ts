import type { SaveWarnCfgBody, WarnCfg } from '@pfs/domain/weather';
import { notFound } from '../../lib/app-error.js';
import type { WarnCfgRow, WeatherRepository } from './weather.repository.js';
import type { WeatherService } from './weather.service.js';

const view = (c: WarnCfgRow): WarnCfg => ({
  cfg_id: c.cfgId,
  title: c.title,
  warn_type: c.warnType,
  warn_val: c.warnVal,
  enabled: c.enabled,
  updated_at: c.updatedAt.toISOString(),
});
const MISSING = '预警设置不存在';

/** 降水告警设置: wind and rain thresholds; a change is evaluated at once, so its alarm appears (or clears) right away. */
export class WeatherCfgService {
  constructor(
    private readonly repo: WeatherRepository,
    private readonly weather: Pick<WeatherService, 'syncAlarms'>,
  ) {}

  async list(fid: number) {
    return { items: (await this.repo.cfgs(fid)).map(view) };
  }

  async save({ fid, cfg_id, title, warn_type, warn_val, enabled }: SaveWarnCfgBody) {
    const values = { title, warnType: warn_type, warnVal: warn_val, enabled };
    let row: WarnCfgRow | null;
    if (cfg_id) {
      const before = await this.repo.cfg(fid, cfg_id);
      if (!before) throw notFound(MISSING);
      row = await this.repo.updateCfg(fid, cfg_id, values);
      if (!row) throw notFound(MISSING);
      // A changed type leaves the old kind's alarm behind: clear it as if removed.
      await this.weather.syncAlarms(fid, before.warnType !== warn_type ? [cfg_id] : []);
      if (before.warnType !== warn_type) await this.weather.syncAlarms(fid);
    } else {
      row = await this.repo.insertCfg({ fid, ...values });
      await this.weather.syncAlarms(fid);
    }
    return view(row);
  }

  async remove(fid: number, cfgId: number) {
    if (!(await this.repo.deleteCfg(fid, cfgId))) throw notFound(MISSING);
    await this.weather.syncAlarms(fid, [cfgId]);
  }
}
