import { useState } from 'react';
import { AutoComplete, DatePicker, Form, Input, InputNumber, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { MAINT_KINDS, MAINT_KIND_LABELS, clearMesFaultBodySchema, reportMesFaultBodySchema, saveMesMaintBodySchema, type MaintKind } from '@pfs/domain/mes';
import { FormModal, type FormModalProps } from '@/components/form-modal';
import { labelOptions } from '@/components/list-filters';
import { toWall } from '@/lib/view-params/range-param';
import { zodRule } from '@/lib/zod-rule';
import { useClearMesFault } from '../api/clear-mes-fault';
import { useReportMesFault } from '../api/report-mes-fault';
import { useSaveMesMaint } from '../api/save-mes-maint';
import { machineOptions, type MachineRef } from './mes-machine-filter';

/** A machine a dialog is opened on (from its card or row), or none (the dialog asks which). */
type Machine = MachineRef;
type Act = { kind: 'fault'; eq: Machine | null } | { kind: 'clear'; eq: Machine; fault_id: number } | { kind: 'maint'; eq: Machine | null } | null;

type FaultValues = { eq_id: number; reason: string; note: string };
type ClearValues = { note: string };
type MaintValues = { eq_id: number; day: Dayjs; kind: MaintKind; minutes: number; note: string };

const REASONS = ['卡盘', '漏播', '堵料', '传感器故障', '电机过载', '皮带打滑', '急停', '气压不足'].map((value) => ({ value }));
const report = reportMesFaultBodySchema.shape;
const maint = saveMesMaintBodySchema.shape;

function MachineItem({ machines, fixed }: { machines: Machine[]; fixed: Machine | null }) {
  const options = machineOptions(machines);
  if (fixed && !options.some((o) => o.value === fixed.eq_id)) options.push({ value: fixed.eq_id, label: fixed.name });
  return (
    <Form.Item name="eq_id" label="设备" rules={[{ required: true, message: '请选择设备' }]}>
      <Select disabled={!!fixed} showSearch optionFilterProp="label" placeholder="选择设备" options={options} />
    </Form.Item>
  );
}

type MachineActProps<V> = Pick<FormModalProps<V>, 'name' | 'pending' | 'submit' | 'onClose' | 'children'> & {
  kind: 'fault' | 'maint';
  title: string;
  act: Act;
  machines: Machine[];
  fill: (eq: Machine | null) => ReturnType<FormModalProps<V>['fill']>;
};

/**
 * The dialog of an act on one machine (登记故障, 登记保养): open on an act of its kind, the machine named in the title
 * and fixed in its select, or chosen there when the act names none.
 */
function MachineActModal<V>({ kind, title, act, machines, fill, children, ...shell }: MachineActProps<V>) {
  const [form] = Form.useForm<V>();
  const open = act !== null && act.kind === kind;
  const eq = open ? act.eq : null;
  return (
    <FormModal<V> {...shell} title={eq ? `${title}：${eq.name}` : title} open={open} form={form} reset record={act} fill={() => fill(eq)} okText="登记">
      <MachineItem machines={machines} fixed={eq} />
      {children}
    </FormModal>
  );
}

function FaultModal({ fid, act, machines, onClose }: { fid: number; act: Act; machines: Machine[]; onClose: () => void }) {
  const save = useReportMesFault();
  return (
    <MachineActModal<FaultValues>
      kind="fault"
      title="登记故障"
      name="mes_fault"
      act={act}
      machines={machines}
      fill={(eq) => ({ eq_id: eq?.eq_id, reason: '', note: '' })}
      pending={save.isPending}
      onClose={onClose}
      submit={async (v) => (await save.mutateAsync({ fid, eq_id: v.eq_id, reason: v.reason.trim(), note: v.note ?? '' })).msg}
    >
      <Form.Item name="reason" label="故障现象" rules={[zodRule(report.reason, '请填写故障现象（至少 2 个字）')]}>
        <AutoComplete options={REASONS} maxLength={64} placeholder="如 卡盘、漏播、传感器故障" filterOption={(input, o) => String(o?.value).includes(input)} />
      </Form.Item>
      <Form.Item name="note" label="说明" rules={[zodRule(report.note)]}>
        <Input.TextArea rows={2} maxLength={500} placeholder="可选：发现经过、已做的处理" />
      </Form.Item>
      <Typography.Text type="secondary">登记后设备转为「故障」，进行中的工单暂停计时，直到故障恢复。</Typography.Text>
    </MachineActModal>
  );
}

function ClearModal({ fid, act, onClose }: { fid: number; act: Act; onClose: () => void }) {
  const [form] = Form.useForm<ClearValues>();
  const save = useClearMesFault();
  const c = act?.kind === 'clear' ? act : null;
  return (
    <FormModal<ClearValues>
      title={c ? `故障恢复：${c.eq.name}` : '故障恢复'}
      open={!!c}
      form={form}
      name="mes_clear"
      reset
      record={act}
      fill={() => ({ note: '' })}
      pending={save.isPending}
      okText="恢复"
      onClose={onClose}
      submit={async (v) => (await save.mutateAsync({ fid, fault_id: c!.fault_id, note: v.note.trim() })).msg}
    >
      <Form.Item name="note" label="处理说明" rules={[zodRule(clearMesFaultBodySchema.shape.note, '请填写处理说明（至少 2 个字）')]}>
        <Input.TextArea rows={3} maxLength={500} showCount placeholder="如 清理卡住的穴盘，复位后试运行正常" />
      </Form.Item>
      <Typography.Text type="secondary">恢复后设备回到「待机」，停机时长计入故障记录。</Typography.Text>
    </FormModal>
  );
}

function MaintModal({ fid, act, machines, onClose }: { fid: number; act: Act; machines: Machine[]; onClose: () => void }) {
  const save = useSaveMesMaint();
  return (
    <MachineActModal<MaintValues>
      kind="maint"
      title="登记保养"
      name="mes_maint"
      act={act}
      machines={machines}
      fill={(eq) => ({ eq_id: eq?.eq_id, day: toWall(Date.now()), kind: 'plan', minutes: 60, note: '' })}
      pending={save.isPending}
      onClose={onClose}
      submit={async (v) =>
        (await save.mutateAsync({ fid, eq_id: v.eq_id, day: v.day.format('YYYY-MM-DD'), kind: v.kind, minutes: v.minutes, note: v.note.trim() })).msg
      }
    >
      <Form.Item name="day" label="保养日期" rules={[{ required: true, message: '请选择保养日期' }]}>
        <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(toWall(Date.now()).endOf('day'))} />
      </Form.Item>
      <Form.Item name="kind" label="类型" rules={[{ required: true, message: '请选择类型' }]}>
        <Select options={labelOptions(MAINT_KINDS, MAINT_KIND_LABELS)} />
      </Form.Item>
      <Form.Item name="minutes" label="停机（分钟）" rules={[zodRule(maint.minutes, '请填写停机分钟')]}>
        <InputNumber min={0} max={1440} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="note" label="保养内容" rules={[zodRule(maint.note, '请填写保养内容（至少 2 个字）')]}>
        <Input.TextArea rows={3} maxLength={500} showCount placeholder="如 清洁播种盘、更换吸嘴、链条加油" />
      </Form.Item>
      <Typography.Text type="secondary">登记后更新该设备的上次保养日与下次到期日。</Typography.Text>
    </MachineActModal>
  );
}

/**
 * 登记故障, 故障恢复 and 登记保养 of a page: `open` opens one on a machine (or asks which, from `machines`), `modals`
 * renders them once for the cards and every tab.
 */
export function useMesActions(fid: number, machines: Machine[]) {
  const [act, setAct] = useState<Act>(null);
  const close = () => setAct(null);
  return {
    reportFault: (eq: Machine | null) => setAct({ kind: 'fault', eq }),
    clearFault: (eq: Machine, fault_id: number) => setAct({ kind: 'clear', eq, fault_id }),
    addMaint: (eq: Machine | null) => setAct({ kind: 'maint', eq }),
    modals: (
      <>
        <FaultModal fid={fid} act={act} machines={machines} onClose={close} />
        <ClearModal fid={fid} act={act} onClose={close} />
        <MaintModal fid={fid} act={act} machines={machines} onClose={close} />
      </>
    ),
  };
}
export type MesActions = ReturnType<typeof useMesActions>;
