import { Form, Input, Select } from 'antd';
import { FormModal, useNamedRecordForm } from '@/components/form-modal';
import { SortNoItem } from '@/components/form-items';
import { textRules } from '@/lib/form-rules';
import { areaOptions, useIotAreas } from '@/lib/iot-data/get-iot-area-list';
import type { DeviceGroup } from '../api/get-iot-devgrp-list';
import { useSaveIotDevgrp } from '../api/save-iot-devgrp';

type Values = { name: string; area_id: number | null; sort_no: number; description: string };
const NEW_GROUP: Values = { name: '', area_id: null, sort_no: 0, description: '' };

/** Creates a group (group = null) or edits one. */
export function GroupFormModal({ fid, open, group, onClose }: { fid: number; open: boolean; group: DeviceGroup | null; onClose: () => void }) {
  const shell = useNamedRecordForm<Values>(group, '分组', { open, onClose }, '新建设备分组');
  const areas = useIotAreas(fid);
  const save = useSaveIotDevgrp();
  return (
    <FormModal
      {...shell}
      fill={() => (group ? { name: group.name, area_id: group.area_id, sort_no: group.sort_no, description: group.description } : NEW_GROUP)}
      pending={save.isPending}
      okText="确定"
      submit={async (v) => {
        await save.mutateAsync({ fid, grp_id: group?.grp_id, ...v, area_id: v.area_id ?? null, description: v.description ?? '' });
        return group ? '分组已保存' : '分组已创建';
      }}
    >
      <Form.Item name="name" label="分组名称" rules={textRules('分组名称', 32, '请填写分组名称')}>
        <Input placeholder="例如 A 排补光灯" />
      </Form.Item>
      <Form.Item name="area_id" label="所在区域" extra="控制面板按区域、再按分组排列设备">
        <Select allowClear placeholder="不限区域" options={areaOptions(areas.data)} />
      </Form.Item>
      <SortNoItem required="请填写排序" />
      <Form.Item name="description" label="说明" rules={textRules('说明', 200)}>
        <Input.TextArea rows={2} placeholder="可选" />
      </Form.Item>
    </FormModal>
  );
}
