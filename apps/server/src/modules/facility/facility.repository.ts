import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { facilityModuleTable, facilityTable, type FacilityRow } from './facility.table.js';

export type FacilityWithModules = FacilityRow & { modules: { mcode: string; name: string }[] };

export class FacilityRepository {
  constructor(private readonly db: Db) {}

  async listByIds(fids: number[]): Promise<FacilityWithModules[]> {
    if (fids.length === 0) return [];
    const [facs, mods] = await Promise.all([
      this.db.select().from(facilityTable).where(inArray(facilityTable.fid, fids)).orderBy(asc(facilityTable.fid)),
      this.db.select().from(facilityModuleTable).where(inArray(facilityModuleTable.fid, fids)),
    ]);
    return facs.map((f) => ({
      ...f,
      modules: mods.filter((m) => m.fid === f.fid).map((m) => ({ mcode: m.mcode, name: m.name })),
    }));
  }

  async modulesOf(fid: number): Promise<string[]> {
    const rows = await this.db.select({ mcode: facilityModuleTable.mcode }).from(facilityModuleTable).where(eq(facilityModuleTable.fid, fid));
    return rows.map((r) => r.mcode);
  }
}
