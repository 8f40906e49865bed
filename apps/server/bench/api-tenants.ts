/**
 * bench:api's tenants: factories with members, roles, gateways, points and alarms, and the accounts that sign in,
 * so the mixed load spreads over users, factories, pages and filters as a busy installation's would — no
 * per-instance cache can keep all of it. Written straight into the database before the server starts.
 */
import { ROLE_TEMPLATES } from '@pfs/domain';
import { getFacAlarmlogList } from '@pfs/domain/alarm';
import { getUserInfo } from '@pfs/domain/auth';
import { getIotDevList } from '@pfs/domain/iot-device';
import { getIotGwList } from '@pfs/domain/iot-gateway';
import { getFacMemberList } from '@pfs/domain/member';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { hashPassword } from '../src/lib/password.js';
import { alarmTable } from '../src/modules/alarm/alarm.table.js';
import { areaTable, facilityModuleTable, facilityTable, fieldTable } from '../src/modules/facility/facility.table.js';
import { gatewayTable } from '../src/modules/iot-store/gateway.table.js';
import { pointTable } from '../src/modules/iot-store/point.table.js';
import { membershipTable, roleTable } from '../src/modules/member/member.table.js';
import { userTable } from '../src/modules/user/user.table.js';

export const BENCH_PASSWORD = 'bench123456';
const FACTORIES = 6;
const USERS = 120;
const GATEWAYS = 4;
const POINTS_PER_GW = 30;
const ALARMS = 400;
/** Accounts that sign in and make the load: each manages three of the factories. */
export const SIGNED_IN = 12;

export type Tenants = { fids: number[]; roleIds: Map<number, number[]>; logins: { uniNo: string; fids: number[] }[] };

export async function seedTenants(db: Db): Promise<Tenants> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const users = await db
    .insert(userTable)
    .values(Array.from({ length: USERS }, (_, i) => ({ uniNo: `bench${i}`, username: `bench${i}`, cname: `压测用户${i}`, mobile: `1390000${String(i).padStart(4, '0')}`, passwordHash })))
    .returning({ uid: userTable.uid });
  const fids: number[] = [];
  const roleIds = new Map<number, number[]>();
  const logins: Tenants['logins'] = Array.from({ length: SIGNED_IN }, (_, i) => ({ uniNo: `bench${i}`, fids: [] }));
  for (let f = 0; f < FACTORIES; f++) {
    const [fac] = await db.insert(facilityTable).values({ facName: `压测工厂${f + 1}`, shortName: `压测${f + 1}`, loc: '121.60,31.20' }).returning({ fid: facilityTable.fid });
    const fid = fac!.fid;
    fids.push(fid);
    await db.insert(facilityModuleTable).values([{ fid, mcode: 'iot', name: '物联网' }]);
    const roles = await db
      .insert(roleTable)
      .values(ROLE_TEMPLATES.map((t) => ({ fid, name: t.name, codes: [...t.codes] })))
      .returning({ roleId: roleTable.roleId });
    roleIds.set(fid, roles.map((r) => r.roleId));
    // Users i with i % FACTORIES within three of f: every factory has about half the users, each signed-in account three factories as 厂长.
    const members = users.filter((_, i) => [0, 1, 2].some((d) => (i + d) % FACTORIES === f));
    await db.insert(membershipTable).values(
      members.map((u, j) => ({
        uid: u.uid,
        fid,
        roleId: roles[u.uid % roles.length]!.roleId,
        status: j % 9 === 8 ? ('disabled' as const) : ('enabled' as const),
        joinedAt: new Date(Date.now() - j * 3_600_000),
      })),
    );
    for (const [i, l] of logins.entries()) if ([0, 1, 2].some((d) => (i + d) % FACTORIES === f)) l.fids.push(fid);
    const [field] = await db.insert(fieldTable).values({ fid, name: '一号厂房' }).returning({ id: fieldTable.fieldId });
    const [area] = await db.insert(areaTable).values({ fid, fieldId: field!.id, name: '栽培区' }).returning({ id: areaTable.areaId });
    for (let g = 0; g < GATEWAYS; g++) {
      const [gw] = await db
        .insert(gatewayTable)
        .values({ fid, areaId: area!.id, sn: `bench-${fid}-${g}`, name: `压测网关${g + 1}`, secretHash: passwordHash, online: g % 2 === 0 })
        .returning({ gwId: gatewayTable.gwId });
      await db.insert(pointTable).values(
        Array.from({ length: POINTS_PER_GW }, (_, p) => {
          const kind = (['sensor', 'sensor', 'switch', 'meter'] as const)[p % 4]!;
          return { gwId: gw!.gwId, code: `p${p}`, kind, name: `测点${g}-${p}`, unit: kind === 'sensor' ? '℃' : '', writable: kind === 'switch', sortNo: p };
        }),
      );
    }
    await db.insert(alarmTable).values(
      Array.from({ length: ALARMS }, (_, a) => ({
        fid,
        sourceType: 'point' as const,
        sourceId: a,
        alarmType: 'high',
        level: a % 3,
        title: `温度过高 ${a}`,
        status: a % 4 === 0 ? ('valid' as const) : ('closed' as const),
        firstAt: new Date(Date.now() - a * 600_000),
        lastAt: new Date(Date.now() - a * 600_000),
      })),
    );
  }
  // The signed-in accounts manage their factories (厂长 holds every code).
  for (const [i, l] of logins.entries()) {
    for (const fid of l.fids) {
      await db
        .update(membershipTable)
        .set({ roleId: roleIds.get(fid)![0]!, status: 'enabled' })
        .where(and(eq(membershipTable.uid, users[i]!.uid), eq(membershipTable.fid, fid)));
    }
  }
  return { fids, roleIds, logins };
}

/** One call of the mixed load, by the account at `who`. */
export type MixedCall = { name: string; who: number; path: string; body: object };

/** Lists of every signed-in account's factories: IoT points, gateways, alarms and members, with varying pages and filters. */
export function mixedCalls(t: Tenants): MixedCall[] {
  const out: MixedCall[] = [];
  for (const [who, l] of t.logins.entries()) {
    for (const [k, fid] of l.fids.entries()) {
      const page = 1 + ((who + k) % 3);
      const roles = t.roleIds.get(fid)!;
      out.push({ name: 'get_user_info', who, path: getUserInfo.url, body: {} });
      out.push({ name: 'get_iot_dev_list', who, path: getIotDevList.url, body: { fid, page, size: 20 } });
      out.push({ name: 'get_iot_dev_list', who, path: getIotDevList.url, body: { fid, page: 1, size: 50, kind: k % 2 ? 'switch' : 'sensor' } });
      out.push({ name: 'get_iot_gw_list', who, path: getIotGwList.url, body: { fid } });
      out.push({ name: 'get_fac_alarmlog_list', who, path: getFacAlarmlogList.url, body: { fid, page, size: 20, status: k % 2 ? 'closed' : 'valid' } });
      out.push({ name: 'get_fac_member_list', who, path: getFacMemberList.url, body: { fid, page, size: 10 } });
      out.push({ name: 'get_fac_member_list', who, path: getFacMemberList.url, body: { fid, page: 1, size: 20, role_id: roles[(who + k) % roles.length], status: 'enabled' } });
      out.push({ name: 'get_fac_member_list', who, path: getFacMemberList.url, body: { fid, page: 1, size: 20, kw: `bench${who % 10}` } });
    }
  }
  return out;
}
