import { useState } from 'react';
import { Button, Form, Grid, Modal, Space, Tooltip } from 'antd';
import type { BatchDetail } from '@pfs/domain/plant';
import { PermissionGuard } from '@/components/permission-guard';
import { feedback } from '@/lib/feedback';
import { action } from '@/lib/user-action';
import { batchActions, type BatchAction } from '../utils/batch-steps';
import type { BatchFormProps } from './batch-form-props';
import { DeleteBatchModal } from './delete-batch-modal';
import { HarvestForm } from './harvest-form';
import { LossForm } from './loss-form';
import { MoveForm } from './move-form';
import { StoreForm } from './store-form';
import { TransplantForm } from './transplant-form';

type FormKind = Exclude<BatchAction, 'delete'>;
const FORMS: Record<FormKind, { label: string; Form: (p: BatchFormProps) => React.ReactNode }> = {
  move: { label: '移动', Form: MoveForm },
  transplant: { label: '移栽', Form: TransplantForm },
  loss: { label: '损耗', Form: LossForm },
  pick: { label: '采收', Form: HarvestForm },
  // 转存, not 入库: 入库 is the finished-goods entry (成品入库) only.
  store: { label: '转存', Form: StoreForm },
};

/** One form in its modal, mounted while open: every opening starts from a fresh form. */
function ActionModal({ kind, fid, detail, onClose }: { kind: FormKind; fid: number; detail: BatchDetail; onClose: () => void }) {
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const { label, Form: Body } = FORMS[kind];
  const save = action(async (write: () => Promise<string>) => {
    setBusy(true);
    try {
      feedback.message.success(await write());
      onClose();
    } finally {
      setBusy(false);
    }
  });
  return (
    <Modal title={`${label} · 批次 ${detail.batch.batch_no}`} open onCancel={onClose} onOk={() => form.submit()} okText="确定" confirmLoading={busy}>
      <Body fid={fid} detail={detail} form={form} save={save} />
    </Modal>
  );
}

/**
 * 移动 / 移栽 / 损耗 / 采收 / 转存 / 删除 of a batch. Each form writes with the version of the batch as last loaded;
 * if someone else recorded meanwhile, the page reloads the batch and the form stays open on the fresh state.
 */
export function BatchActionBar({ fid, detail }: { fid: number; detail: BatchDetail }) {
  const [open, setOpen] = useState<FormKind | null>(null);
  const [deleting, setDeleting] = useState(false);
  const actions = batchActions(detail);
  const small = !Grid.useBreakpoint().sm;
  const button = (kind: BatchAction, label: string, onClick: () => void, danger = false) => {
    const a = actions[kind];
    const b = (
      <Button key={kind} size={small ? 'small' : 'middle'} danger={danger} disabled={!a.enabled} onClick={onClick}>
        {label}
      </Button>
    );
    return a.enabled ? (
      b
    ) : (
      <Tooltip key={kind} title={a.why}>
        {b}
      </Tooltip>
    );
  };
  return (
    <PermissionGuard codes={['plant.edit']}>
      <Space wrap size={small ? 4 : 8}>
        {(Object.keys(FORMS) as FormKind[]).map((k) => button(k, FORMS[k].label, () => setOpen(k)))}
        {/* Deleting undoes the whole batch: it needs plant.del, more than recording into it. */}
        <PermissionGuard codes={['plant.del']}>{button('delete', '删除', () => setDeleting(true), true)}</PermissionGuard>
      </Space>
      {open && <ActionModal kind={open} fid={fid} detail={detail} onClose={() => setOpen(null)} />}
      <DeleteBatchModal fid={fid} batch={deleting ? { ...detail.batch } : null} onClose={() => setDeleting(false)} />
    </PermissionGuard>
  );
}
