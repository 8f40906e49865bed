import { describe, expect, it } from 'vitest';
import { saveMesEquipBodySchema, type MesEquip } from '@pfs/domain/mes';
import { toMesEquipForm, toSaveMesEquipBody, toggledMesEquipBody } from './mes-equip-form';

const seeder: MesEquip = {
  eq_id: 7,
  kind: 'sow',
  name: '1 号播种机',
  model: 'SD-600',
  area_id: 3,
  area_name: '育苗区',
  capacity: 600,
  gw_id: 12,
  gw_name: '播种机网关',
  online: true,
  state: 'run',
  state_since: '2026-11-29T08:00:00+08:00',
  maint_days: 30,
  last_maint_day: '2026-11-01',
  next_maint_day: '2026-12-01',
  maint_due: false,
  open_fault_id: null,
  status: 'enabled',
  remark: '',
};

describe('machine form', () => {
  it('round-trips a machine into a body the server accepts', () => {
    const body = toSaveMesEquipBody(1, seeder, { ...toMesEquipForm(seeder, 'sow'), name: '  1 号播种机 ' });
    expect(body).toMatchObject({ fid: 1, eq_id: 7, name: '1 号播种机', capacity: 600, gw_id: 12, area_id: 3, status: 'enabled' });
    expect(saveMesEquipBodySchema.safeParse(body).success).toBe(true);
  });

  it('starts a new machine with the page’s kind and refuses it until capacity is given', () => {
    const v = toMesEquipForm(null, 'harvest');
    expect(v).toMatchObject({ kind: 'harvest', maint_days: 30, enabled: true, gw_id: null });
    const r = saveMesEquipBodySchema.safeParse(toSaveMesEquipBody(1, null, { ...v, name: '采收线' }));
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path[0])).toContain('capacity');
  });

  it('disables an enabled machine keeping everything else', () => {
    expect(toggledMesEquipBody(1, seeder)).toMatchObject({ eq_id: 7, status: 'disabled', capacity: 600, name: '1 号播种机' });
  });
});
