import { asc, count, eq, sql } from 'drizzle-orm';
import { ROLE_TEMPLATES } from '@pfs/domain';
import { FAC_MODULES } from '@pfs/domain/factory-cfg';
import type { Db } from '../../db/client.js';
import { facilityModuleTable, facilityTable } from '../facility/index.js';
import { membershipTable } from '../member/index.js';
import { facEventTable } from '../syslog/index.js';
import { createFactory, type NewFactoryRow } from './factory-setup.js';

/** Serialises factory creation so two admins saving the same name at once get one factory and one refusal. */
const FACTORY_NAME_LOCK = 727_003;
/** The first role template, 厂长, holds every code: the creator's role in the new factory. */
const MANAGER_ROLE = ROLE_TEMPLATES[0]!.name;

/** Every factory of the installation (工厂管理) and a new one with its creator as 厂长. */
export class SysFactoryRepository {
  constructor(private readonly db: Db) {}

  /** Every factory with its modules (in the product's order) and how many members it has. */
  async list() {
    const [facs, mods, members] = [
      await this.db.select().from(facilityTable).orderBy(asc(facilityTable.fid)),
      await this.db.select().from(facilityModuleTable),
      await this.db.select({ fid: membershipTable.fid, n: count() }).from(membershipTable).groupBy(membershipTable.fid),
    ];
    const memberCt = new Map(members.map((r) => [r.fid, r.n]));
    const order = (mcode: string) => (FAC_MODULES as readonly string[]).indexOf(mcode);
    return facs.map((f) => ({
      ...f,
      modules: mods
        .filter((x) => x.fid === f.fid)
        .sort((a, b) => order(a.mcode) - order(b.mcode))
        .map((x) => ({ mcode: x.mcode, name: x.name })),
      memberCt: memberCt.get(f.fid) ?? 0,
    }));
  }

  /** The new factory's fid, or null when one of that name exists. */
  async create(row: NewFactoryRow, mcodes: readonly string[], creator: { uid: number; uniNo: string }): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${FACTORY_NAME_LOCK})`);
      const [same] = await tx.select({ fid: facilityTable.fid }).from(facilityTable).where(eq(facilityTable.facName, row.facName)).limit(1);
      if (same) return null;
      const { fid, roleIds } = await createFactory(tx, row, mcodes);
      // Factories are reached through membership: the creator can switch into it at once and add its staff.
      await tx.insert(membershipTable).values({ uid: creator.uid, fid, roleId: roleIds.get(MANAGER_ROLE)! });
      await tx
        .insert(facEventTable)
        .values({
          fid,
          uid: creator.uid,
          type: 'system',
          detail: `超级管理员 ${creator.uniNo} 新建工厂「${row.facName}」（角色模板已建立），并以${MANAGER_ROLE}加入`,
        });
      return fid;
    });
  }
}
