import { Col, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import { EQUIP_KIND_LABELS, saveMesEquipBodySchema, type EquipKind, type MesEquip } from '@pfs/domain/mes';
import { FormDrawer, useNamedRecordForm } from '@/components/form-modal';
import { EnabledItem, RemarkItem } from '@/components/form-items';
import { labelOptions } from '@/components/list-filters';
import { useFacAreaOptions } from '@/lib/area-options';
import { useHasAnyPerm } from '@/lib/auth-store';
import { useIotGwList } from '@/lib/iot-data/get-iot-gw-list';
import { zodRule } from '@/lib/zod-rule';
import { useSaveMesEquip } from '../api/save-mes-equip';
import { toMesEquipForm, toSaveMesEquipBody, type MesEquipFormValues } from '../utils/mes-equip-form';

const shape = saveMesEquipBodySchema.shape;

/** 区域 grouped by 厂房 (disabled areas marked); empty: not placed in an area. */
function AreaSelect({ fid, value, onChange }: { fid: number; value?: number | null; onChange?: (v: number | null) => void }) {
  const fields = useFacAreaOptions(fid);
  const options = (fields.data ?? []).map((f) => ({
    label: f.name,
    options: f.areas.map((a) => ({ value: a.area_id, label: a.status === 'enabled' ? a.name : `${a.name}（停用）` })),
  }));
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      loading={fields.isLoading}
      placeholder="不指定"
      value={value ?? undefined}
      options={options}
      onChange={(v?: number) => onChange?.(v ?? null)}
    />
  );
}

/** 接入网关: the gateway whose state and count points the machine reports through (needs 物联网 read access to choose). */
function GatewaySelect({ fid, value, onChange, held }: { fid: number; value?: number | null; onChange?: (v: number | null) => void; held?: string }) {
  const iot = useHasAnyPerm(['iot.list']);
  const gws = useIotGwList(iot ? fid : undefined);
  const options = (gws.data ?? []).map((g) => ({ value: g.gw_id, label: `${g.name}${g.online ? '' : '（离线）'}` }));
  if (value && held && !options.some((o) => o.value === value)) options.push({ value, label: held });
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      disabled={!iot}
      loading={gws.isLoading}
      placeholder={iot ? '不接入（状态与计数手工登记）' : '选择网关需要「物联网」的查看权限'}
      value={value ?? undefined}
      options={options}
      onChange={(v?: number) => onChange?.(v ?? null)}
    />
  );
}

/** New machine (equip = null) of one of the page's kinds, or an edit of one. */
export function MesEquipFormDrawer({
  fid,
  kinds,
  open,
  equip,
  onClose,
}: {
  fid: number;
  kinds: readonly EquipKind[];
  open: boolean;
  equip: MesEquip | null;
  onClose: () => void;
}) {
  const shell = useNamedRecordForm<MesEquipFormValues>(equip, '设备', { open, onClose });
  const save = useSaveMesEquip();
  return (
    <FormDrawer<MesEquipFormValues>
      {...shell}
      name="mes_equip"
      width={560}
      reset
      fill={() => toMesEquipForm(equip, kinds[0]!)}
      pending={save.isPending}
      submit={async (v) => (await save.mutateAsync(toSaveMesEquipBody(fid, equip, v))).msg}
    >
      <Row gutter={12}>
        <Col xs={24} sm={16}>
          <Form.Item name="name" label="设备名称" rules={[zodRule(shape.name, '请填写设备名称')]}>
            <Input maxLength={32} placeholder="如 1 号播种机" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="kind" label="类型" rules={[{ required: true, message: '请选择类型' }]}>
            <Select disabled={kinds.length < 2} options={labelOptions(kinds, EQUIP_KIND_LABELS)} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="model" label="型号" rules={[zodRule(shape.model)]}>
            <Input maxLength={32} placeholder="如 SD-600" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="area_id" label="所在区域">
            <AreaSelect fid={fid} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={12}>
          <Form.Item name="capacity" label="额定产能（盘/小时）" rules={[zodRule(shape.capacity, '请填写额定产能')]} extra="性能开动率按此计算">
            <InputNumber min={1} max={100000} precision={0} style={{ width: '100%' }} placeholder="如 600" />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="maint_days" label="保养周期（天）" rules={[zodRule(shape.maint_days, '请填写保养周期')]} extra="上次保养后到期的天数">
            <InputNumber min={1} max={365} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="gw_id" label="接入网关" extra="接入后，设备的状态点与计数点由网关上报">
        <GatewaySelect fid={fid} held={equip?.gw_name} />
      </Form.Item>
      <EnabledItem extra="停用的设备不再派工，也不计入页面汇总；历史记录保留" />
      <RemarkItem rule={zodRule(shape.remark)} maxLength={200} />
      {equip && <Typography.Text type="secondary">当前状态由工单与故障登记决定；下次保养日按上次保养日与保养周期计算。</Typography.Text>}
    </FormDrawer>
  );
}
