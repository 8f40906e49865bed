import type { Paged } from '@pfs/domain';
import type { SaveSiItemBody, SiItem } from '@pfs/domain/si';
import { notFound } from '../../lib/app-error.js';
import { pagedWith } from '../../lib/paging.js';
import type { SyslogService } from '../syslog/index.js';
import type { SiItemFilter, SiItemRepository, SiItemRow } from './si-item.repository.js';
import { targetNameOf, type SiTargets } from './si-targets.js';
import { checkFieldsOf } from './si-views.js';

/** 巡检项: what is checked and how it is answered. Records copy an item when a plan is made, so edits never reach them. */
export class SiItemService {
  constructor(
    private readonly repo: SiItemRepository,
    private readonly targets: SiTargets,
    private readonly syslog: SyslogService,
  ) {}

  list(fid: number, f: SiItemFilter): Promise<Paged<SiItem>> {
    return pagedWith(this.repo.list(fid, f), (rows) => this.views(fid, rows));
  }

  async get(fid: number, ciId: number): Promise<SiItem> {
    const row = await this.repo.get(fid, ciId);
    if (!row) throw notFound('巡检项不存在或不属于本工厂');
    return (await this.views(fid, [row]))[0]!;
  }

  /** The enabled items, for the rule form. */
  async options(fid: number) {
    const rows = await this.repo.enabled(fid);
    const targets = await this.targets.of(fid, rows);
    return rows.map((r) => ({ ci_id: r.ciId, name: r.name, target_name: targetNameOf(r, targets), answer_kind: r.answerKind }));
  }

  async save(b: SaveSiItemBody, uid: number): Promise<SiItem> {
    if (b.ci_id !== undefined) await this.get(b.fid, b.ci_id);
    const ref = { targetKind: b.target_kind, targetId: b.target_kind === 'other' ? null : b.target_id, targetText: b.target_text };
    if (ref.targetId !== null && (await this.targets.of(b.fid, [ref])).size === 0) throw notFound(`巡检对象（${ref.targetId}）不存在或不属于本工厂`);
    if (b.point_id !== null && (await this.targets.points(b.fid, [b.point_id])).length === 0) throw notFound(`对比点位（${b.point_id}）不存在或不属于本工厂`);
    const number = b.answer_kind === 'number';
    const v = {
      name: b.name,
      ...ref,
      method: b.method,
      standard: b.standard,
      answerKind: b.answer_kind,
      unit: number ? b.unit : '',
      min: number ? b.min : null,
      max: number ? b.max : null,
      photoRequired: b.photo_required,
      pointId: number ? b.point_id : null,
      tolerance: number && b.point_id !== null ? b.tolerance : null,
      sortNo: b.sort_no,
      status: b.status,
    };
    const id = b.ci_id ?? (await this.repo.insert(b.fid, v));
    if (b.ci_id !== undefined) await this.repo.update(b.fid, id, v);
    await this.syslog.facEvent({ fid: b.fid, uid, type: 'setting', detail: `${b.ci_id === undefined ? '新增' : '修改'}巡检项「${b.name}」` });
    return this.get(b.fid, id);
  }

  /** Enables, disables or deletes an item; its records stay, and plans made later skip it unless enabled. */
  async setStatus(fid: number, ciId: number, status: 'enabled' | 'disabled' | 'del', uid: number): Promise<void> {
    const item = await this.get(fid, ciId);
    await this.repo.update(fid, ciId, { status });
    const word = { enabled: '启用', disabled: '停用', del: '删除' }[status];
    await this.syslog.facEvent({ fid, uid, type: 'setting', detail: `${word}巡检项「${item.name}」` });
  }

  private async views(fid: number, rows: SiItemRow[]): Promise<SiItem[]> {
    const [targets, points] = await Promise.all([
      this.targets.of(fid, rows),
      this.targets.pointNames(
        fid,
        rows.map((r) => r.pointId),
      ),
    ]);
    return rows.map((r) => ({
      ci_id: r.ciId,
      name: r.name,
      target_kind: r.targetKind,
      target_id: r.targetId,
      target_text: r.targetText,
      target_name: targetNameOf(r, targets),
      ...checkFieldsOf(r, points),
      sort_no: r.sortNo,
      status: r.status as 'enabled' | 'disabled',
      rule_ct: r.ruleCt,
      updated_at: r.updatedAt.toISOString(),
    }));
  }
}
