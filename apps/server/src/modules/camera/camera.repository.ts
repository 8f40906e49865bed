import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { CameraKind } from '@pfs/domain/camera';
import type { Db } from '../../db/client.js';
import { areaTable } from '../facility/index.js';
import { cameraTable } from './camera.table.js';
import { countWhere, fetchPage, likeOf } from '../../lib/paging.js';
import { deleteRows } from '../../lib/row-lookups.js';

export type CameraFilter = { page: number; size: number; areaId?: number; kw?: string };
export type CameraInput = { name: string; areaId: number; kind: CameraKind; url: string; enabled: boolean; onScreen: boolean; remark: string };
export type CameraWithArea = typeof cameraTable.$inferSelect & { areaName: string };

/** Queries of the camera registry, always scoped by the factory. */
export class CameraRepository {
  constructor(private readonly db: Db) {}

  private select() {
    return this.db.select({ cam: cameraTable, areaName: areaTable.name }).from(cameraTable).innerJoin(areaTable, eq(areaTable.areaId, cameraTable.areaId));
  }

  async list(fid: number, f: CameraFilter): Promise<{ rows: CameraWithArea[]; total: number }> {
    const where: SQL[] = [eq(cameraTable.fid, fid)];
    if (f.areaId) where.push(eq(cameraTable.areaId, f.areaId));
    if (f.kw) where.push(ilike(cameraTable.name, likeOf(f.kw)));
    const cond = and(...where);
    const { rows, total } = await fetchPage(
      this.select().where(cond).orderBy(asc(areaTable.sortNo), asc(cameraTable.camId)),
      countWhere(this.db, cameraTable, cond),
      f,
    );
    return { rows: rows.map(flat), total };
  }

  async get(fid: number, camId: number): Promise<CameraWithArea | undefined> {
    const [row] = await this.select().where(and(eq(cameraTable.fid, fid), eq(cameraTable.camId, camId)));
    return row && flat(row);
  }

  /** A camera by id alone: the demo picture route names only the camera. */
  async byId(camId: number): Promise<CameraWithArea | undefined> {
    const [row] = await this.select().where(eq(cameraTable.camId, camId));
    return row && flat(row);
  }

  async byIds(fid: number, ids: number[]): Promise<CameraWithArea[]> {
    if (ids.length === 0) return [];
    const rows = await this.select().where(and(eq(cameraTable.fid, fid), inArray(cameraTable.camId, ids)));
    return rows.map(flat);
  }

  async all(fid: number): Promise<CameraWithArea[]> {
    const rows = await this.select().where(eq(cameraTable.fid, fid)).orderBy(asc(areaTable.sortNo), asc(cameraTable.camId));
    return rows.map(flat);
  }

  async areas(fid: number) {
    return this.db
      .select({ area_id: areaTable.areaId, name: areaTable.name })
      .from(areaTable)
      .where(and(eq(areaTable.fid, fid), eq(areaTable.status, 'enabled')))
      .orderBy(asc(areaTable.sortNo), asc(areaTable.areaId));
  }

  async areaExists(fid: number, areaId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: areaTable.areaId })
      .from(areaTable)
      .where(and(eq(areaTable.fid, fid), eq(areaTable.areaId, areaId)));
    return !!row;
  }

  async insert(fid: number, v: CameraInput): Promise<number> {
    const [row] = await this.db
      .insert(cameraTable)
      .values({ fid, ...v })
      .returning({ id: cameraTable.camId });
    return row!.id;
  }

  async update(fid: number, camId: number, v: CameraInput): Promise<boolean> {
    const rows = await this.db
      .update(cameraTable)
      .set({ ...v, updatedAt: new Date() })
      .where(and(eq(cameraTable.fid, fid), eq(cameraTable.camId, camId)))
      .returning({ id: cameraTable.camId });
    return rows.length > 0;
  }

  delete(fid: number, camId: number): Promise<boolean> {
    return deleteRows(this.db, cameraTable.camId, eq(cameraTable.fid, fid), eq(cameraTable.camId, camId));
  }
}

const flat = (r: { cam: typeof cameraTable.$inferSelect; areaName: string }): CameraWithArea => ({ ...r.cam, areaName: r.areaName });
