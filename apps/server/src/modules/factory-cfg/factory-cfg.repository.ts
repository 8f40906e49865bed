import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { facilityModuleTable, facilityTable } from '../facility/index.js';

export type FacilityPatch = Pick<
  typeof facilityTable.$inferInsert,
  'facName' | 'shortName' | 'cityDistrict' | 'loc' | 'poi' | 'heweatherKey' | 'faciUsage' | 'plantTypes'
>;

/** The factory's own row and its switched-on modules (工厂信息). */
export class FactoryCfgRepository {
  constructor(private readonly db: Db) {}

  async get(fid: number) {
    const [fac] = await this.db.select().from(facilityTable).where(eq(facilityTable.fid, fid));
    if (!fac) return null;
    const modules = await this.db
      .select({ mcode: facilityModuleTable.mcode, name: facilityModuleTable.name })
      .from(facilityModuleTable)
      .where(eq(facilityModuleTable.fid, fid))
      .orderBy(asc(facilityModuleTable.mcode));
    return { ...fac, modules };
  }

  /** The row and the module list in one transaction: menus never see half a change. */
  async update(fid: number, patch: FacilityPatch, modules: { mcode: string; name: string }[]) {
    await this.db.transaction(async (tx) => {
      await tx.update(facilityTable).set(patch).where(eq(facilityTable.fid, fid));
      await tx.delete(facilityModuleTable).where(eq(facilityModuleTable.fid, fid));
      if (modules.length > 0) await tx.insert(facilityModuleTable).values(modules.map((m) => ({ fid, ...m })));
    });
  }

  async setLogo(fid: number, logoName: string) {
    await this.db.update(facilityTable).set({ logoName }).where(eq(facilityTable.fid, fid));
  }
}
