import { AutoComplete, Col, DatePicker, Form, Row, Select } from 'antd';
import { WO_OP_EQUIP, teamSchema, type WoOp } from '@pfs/domain/mes';
import { useHasAnyPerm } from '@/lib/auth-store';
import { useMemberOptions } from '@/lib/member-options';
import { zodRule } from '@/lib/zod-rule';
import { useMesEquipOptions } from '../api/get-mes-equip-options';
import { teamOptions } from './wo-filters';

/** 计划时间, 班组, 人员 and 设备 (the machines of the operation's kind), as 派工 and 新建工单 ask them. */
export function WoPlanFields({ fid, op }: { fid: number; op: WoOp | undefined }) {
  const seesMembers = useHasAnyPerm(['auth.list']);
  const members = useMemberOptions(fid, seesMembers);
  const machines = useMesEquipOptions(fid);
  const kind = op ? WO_OP_EQUIP[op] : null;
  const eqOptions = (machines.data?.items ?? [])
    .filter((m) => kind !== null && m.kind === kind)
    .map((m) => ({ value: m.eq_id, label: `${m.name}（${m.capacity} 盘/时）` }));
  return (
    <>
      <Form.Item name="plan" label="计划时间" rules={[{ required: true, message: '请选择计划开始和结束时间' }]}>
        <DatePicker.RangePicker showTime={{ format: 'HH:mm', minuteStep: 15 }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="team" label="班组" rules={[zodRule(teamSchema)]}>
            <AutoComplete options={teamOptions} placeholder="选择或输入班组" allowClear maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="uid" label="人员" extra={seesMembers ? undefined : '选择人员需要成员查看权限'}>
            <Select allowClear showSearch optionFilterProp="label" placeholder="执行人" disabled={!seesMembers} options={members.data} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="eq_id" label="设备" extra={kind === null ? '该作业为人工作业，不用设备' : undefined}>
        <Select allowClear placeholder={kind === null ? '无' : '选择设备'} disabled={kind === null} options={eqOptions} />
      </Form.Item>
    </>
  );
}
