import { eq } from 'drizzle-orm';
import { facilityTable } from '../modules/facility/facility.table.js';
import { DEMO_FACILITIES } from './demo-data.js';
import type { Db } from '../db/client.js';

/** The demo factory's id, which every history generator writes for; undefined where it was not seeded. */
export async function demoFid(tx: Pick<Db, 'select'>): Promise<number | undefined> {
  const [fac] = await tx.select({ fid: facilityTable.fid }).from(facilityTable).where(eq(facilityTable.facName, DEMO_FACILITIES[0].row.facName));
  return fac?.fid;
}
