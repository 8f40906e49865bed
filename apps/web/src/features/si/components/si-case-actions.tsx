import { Button, DatePicker, Form, Input, Select, Tabs, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { handleSiCaseBodySchema, saveSiCaseNoteBodySchema, type SiCase } from '@pfs/domain/si';
import { SavingForm } from '@/components/saving-form';
import { useHasAnyPerm } from '@/lib/auth-store';
import { useMemberOptions } from '@/lib/member-options';
import { zodRule } from '@/lib/zod-rule';
import { useAssignSiCase } from '../api/assign-si-case';
import { useHandleSiCase } from '../api/handle-si-case';
import { useSaveSiCaseNote } from '../api/save-si-case-note';
import { SiPhotoUpload } from './si-photo-upload';

type NoteValues = { note: string; photos: string[] };
type AssignValues = { owner_uid: number; deadline: Dayjs };

/** Words and photos: a progress note, or what was done to close the case (both at least 2 characters). */
function NoteForm({ fid, caseId, kind }: { fid: number; caseId: number; kind: 'note' | 'handle' }) {
  const [form] = Form.useForm<NoteValues>();
  const note = useSaveSiCaseNote();
  const handle = useHandleSiCase();
  const handling = kind === 'handle';
  const schema = handling ? handleSiCaseBodySchema : saveSiCaseNoteBodySchema;
  const what = handling ? '处理说明' : '处理进展';
  const pending = handling ? handle.isPending : note.isPending;
  return (
    <SavingForm<NoteValues>
      form={form}
      name={`si_case_${kind}`}
      initialValues={{ note: '', photos: [] }}
      save={async (v) => {
        const body = { fid, case_id: caseId, note: v.note.trim(), photos: v.photos ?? [] };
        const r = await (handling ? handle.mutateAsync(body) : note.mutateAsync(body));
        form.resetFields();
        return r.msg;
      }}
    >
      <Form.Item name="note" label={what} rules={[zodRule(schema.shape.note, `请填写${what}`)]}>
        <Input.TextArea rows={3} maxLength={500} showCount placeholder={handling ? '如 已更换 3 号水泵密封圈，复测无渗漏' : '如 已通知厂家，配件明天到'} />
      </Form.Item>
      <Form.Item name="photos" label="照片">
        <SiPhotoUpload fid={fid} />
      </Form.Item>
      {handling && <Typography.Paragraph type="secondary">处理完成后，该巡检项记为「处理后正常」，处理经过保留在记录中。</Typography.Paragraph>}
      <Button type="primary" htmlType="submit" loading={pending}>
        {handling ? '处理完成' : '记录进展'}
      </Button>
    </SavingForm>
  );
}

/** A new owner and deadline; the member picker needs 成员与角色 read access. */
function AssignForm({ fid, c }: { fid: number; c: SiCase }) {
  const [form] = Form.useForm<AssignValues>();
  const assign = useAssignSiCase();
  const allowed = useHasAnyPerm(['auth.list']);
  const members = useMemberOptions(fid, allowed);
  const options = [...(members.data ?? [])];
  if (c.owner_uid && c.owner_name && !options.some((o) => o.value === c.owner_uid)) options.push({ value: c.owner_uid, label: c.owner_name });
  return (
    <SavingForm<AssignValues>
      form={form}
      name="si_case_assign"
      initialValues={{ owner_uid: c.owner_uid ?? undefined, deadline: dayjs(c.deadline) }}
      save={async (v) => (await assign.mutateAsync({ fid, case_id: c.case_id, owner_uid: v.owner_uid, deadline: v.deadline.format('YYYY-MM-DD') })).msg}
    >
      <Form.Item
        name="owner_uid"
        label="负责人"
        rules={[{ required: true, message: '请选择负责人' }]}
        extra={allowed ? undefined : '选择成员需要「成员与角色」的查看权限'}
      >
        <Select showSearch optionFilterProp="label" options={options} loading={members.isLoading} placeholder="选择成员" />
      </Form.Item>
      <Form.Item name="deadline" label="整改期限" rules={[{ required: true, message: '请选择整改期限' }]}>
        <DatePicker inputReadOnly style={{ width: '100%' }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={assign.isPending}>
        指派
      </Button>
    </SavingForm>
  );
}

/** What an si.edit holder does with an open case: note progress, assign, or close it as handled. */
export function SiCaseActions({ fid, c }: { fid: number; c: SiCase }) {
  return (
    <Tabs
      size="small"
      items={[
        { key: 'handle', label: '处理完成', children: <NoteForm fid={fid} caseId={c.case_id} kind="handle" /> },
        { key: 'note', label: '记录进展', children: <NoteForm fid={fid} caseId={c.case_id} kind="note" /> },
        { key: 'assign', label: '指派', children: <AssignForm fid={fid} c={c} /> },
      ]}
    />
  );
}
