import type { Db } from '../db/client.js';
import { metaTable } from '../db/meta.table.js';
import { hashPassword } from '../lib/password.js';
import { areaTable, fieldTable } from '../modules/facility/facility.table.js';
import { membershipTable } from '../modules/member/member.table.js';
import { createFactory } from '../modules/sys-factory/factory-setup.js';
import { facEventTable } from '../modules/syslog/syslog.table.js';
import { userTable } from '../modules/user/user.table.js';
import { gatewayTable } from '../modules/iot-store/gateway.table.js';
import { newToken } from '../lib/tokens.js';
import { DEMO_FACILITIES, DEMO_USERS } from './demo-data.js';
import { refuseNonDemoData } from './demo-safety.js';
import { seedDemoMesEquips } from './demo-mes-equips.js';

const SEED_KEY = 'demo_seeded_at';

/**
 * Seeds the demo factories and accounts once. The marker row is claimed inside the same transaction,
 * so concurrent first starts seed once, and later starts never touch what users changed.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const hashes = new Map<string, string>();
  for (const u of DEMO_USERS) hashes.set(u.uniNo, await hashPassword(u.password));
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(metaTable).values({ key: SEED_KEY, value: new Date().toISOString() }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    // Claimed here, the marker was absent: a database in use is never mixed with published demo passwords.
    await refuseNonDemoData(tx);

    const roleIds = new Map<string, number>(); // `${facKey}/${roleName}` → role_id
    const fids = new Map<string, number>();
    for (const f of DEMO_FACILITIES) {
      const { fid, roleIds: roles } = await createFactory(
        tx,
        { ...f.row, plantTypes: [...f.row.plantTypes] },
        f.modules.map((m) => m.mcode),
      );
      fids.set(f.key, fid);
      for (const [name, id] of roles) roleIds.set(`${f.key}/${name}`, id);
      for (const [i, field] of f.fields.entries()) {
        const [fr] = await tx.insert(fieldTable).values({ fid, name: field.name, sortNo: i }).returning({ id: fieldTable.fieldId });
        const areas = await tx
          .insert(areaTable)
          .values(field.areas.map((a, j) => ({ fid, fieldId: fr!.id, name: a.name, kind: a.kind, sortNo: j })))
          .returning({ id: areaTable.areaId, name: areaTable.name });
        for (const g of f.gateways.filter((x) => areas.some((a) => a.name === x.area))) {
          // Simulated gateways get a fresh secret at every start; this one is never used.
          const areaId = areas.find((a) => a.name === g.area)!.id;
          await tx.insert(gatewayTable).values({ fid, areaId, sn: g.sn, name: g.name, simulated: true, secretHash: await hashPassword(newToken()) });
        }
      }
      await tx.insert(facEventTable).values({ fid, uid: null, type: 'system', detail: '初始化演示数据：工厂、区域与角色模板' });
    }
    // 生产设备: each factory's seeders, transplanters and lines; the first factory's run on simulated gateways.
    await seedDemoMesEquips(tx, fids);

    for (const { password: _, memberships, ...u } of DEMO_USERS) {
      const [row] = await tx
        .insert(userTable)
        .values({ ...u, username: u.uniNo, isEgpU: u.isEgpU ?? false, isSa: u.isSa ?? false, passwordHash: hashes.get(u.uniNo)! })
        .returning({ uid: userTable.uid });
      for (const m of memberships) {
        await tx.insert(membershipTable).values({ uid: row!.uid, fid: fids.get(m.fac)!, roleId: roleIds.get(`${m.fac}/${m.role}`)! });
      }
    }
    return true;
  });
}
