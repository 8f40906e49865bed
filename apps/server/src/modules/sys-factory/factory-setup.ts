import { ROLE_TEMPLATES } from '@pfs/domain';
import { FAC_MODULES, FAC_MODULE_LABELS } from '@pfs/domain/factory-cfg';
import type { Db } from '../../db/client.js';
import { facilityModuleTable, facilityTable } from '../facility/index.js';
import { roleTable } from '../member/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type NewFactoryRow = Omit<typeof facilityTable.$inferInsert, 'fid' | 'createdAt'>;

/**
 * A factory as every one starts, the demo's and those a super admin creates alike: its row, its modules (in the
 * product's order, with their names) and the role templates (厂长, 种植员, …). Returns its fid and role ids by name.
 */
export async function createFactory(tx: Tx, row: NewFactoryRow, mcodes: readonly string[]): Promise<{ fid: number; roleIds: Map<string, number> }> {
  const [fac] = await tx.insert(facilityTable).values(row).returning({ fid: facilityTable.fid });
  const fid = fac!.fid;
  const modules = FAC_MODULES.filter((m) => mcodes.includes(m));
  if (modules.length > 0) await tx.insert(facilityModuleTable).values(modules.map((mcode) => ({ fid, mcode, name: FAC_MODULE_LABELS[mcode] })));
  const roles = await tx
    .insert(roleTable)
    .values(ROLE_TEMPLATES.map((t) => ({ fid, name: t.name, codes: [...t.codes] })))
    .returning({ id: roleTable.roleId, name: roleTable.name });
  return { fid, roleIds: new Map(roles.map((r) => [r.name, r.id])) };
}
