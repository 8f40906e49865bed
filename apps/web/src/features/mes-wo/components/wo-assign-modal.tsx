import { Form, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { WO_OP_LABELS, type MesWo } from '@pfs/domain/mes';
import { FormModal } from '@/components/form-modal';
import { assignMesWoCall } from '../api/assign-mes-wo';
import { refreshMesWo } from '../api/mes-wo-reads';
import { WoPlanFields } from './wo-plan-fields';
import { fromPickerValue, toPickerValue } from '../utils/factory-clock';

type Values = { plan: [Dayjs, Dayjs]; team?: string; uid?: number | null; eq_id?: number | null };

/** 派工: who does the order, on which machine, when. */
export function WoAssignModal({ fid, wo, onClose }: { fid: number; wo: MesWo | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const qc = useQueryClient();
  const [pending, setPending] = useState(false);
  const submit = async (v: Values) => {
    setPending(true);
    try {
      const r = await assignMesWoCall({
        fid,
        wo_id: wo!.wo_id,
        plan_start: fromPickerValue(v.plan[0]),
        plan_end: fromPickerValue(v.plan[1]),
        team: v.team?.trim() ?? '',
        uid: v.uid ?? null,
        eq_id: v.eq_id ?? null,
      });
      await refreshMesWo(qc);
      return r.msg;
    } finally {
      setPending(false);
    }
  };
  return (
    <FormModal<Values>
      title={wo ? `派工：${wo.wo_no}` : '派工'}
      name="wo-assign"
      open={!!wo}
      form={form}
      record={wo}
      pending={pending}
      okText="派工"
      fill={() => (wo ? { plan: [toPickerValue(wo.plan_start), toPickerValue(wo.plan_end)], team: wo.team, uid: wo.uid, eq_id: wo.eq_id } : {})}
      submit={submit}
      onClose={onClose}
    >
      {wo && (
        <Typography.Paragraph type="secondary">
          {WO_OP_LABELS[wo.op]} {wo.batch_no || wo.crop} · {wo.dishes} 盘{wo.to_area_name ? ` → ${wo.to_area_name}` : ''}
        </Typography.Paragraph>
      )}
      <WoPlanFields fid={fid} op={wo?.op} />
    </FormModal>
  );
}
