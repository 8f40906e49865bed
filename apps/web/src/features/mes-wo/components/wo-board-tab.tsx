import { useState } from 'react';
import { DatePicker, Segmented, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { formatFactoryTime } from '@pfs/domain';
import { useQueryClient } from '@tanstack/react-query';
import { WO_STATUSES, WO_STATUS_LABELS, getMesBoard, type MesBoard, type MesWo } from '@pfs/domain/mes';
import { RefreshButton } from '@/components/list-filters';
import { callKey } from '@/lib/call-api';
import { useHasAnyPerm } from '@/lib/auth-store';
import { feedback } from '@/lib/feedback';
import { runAction } from '@/lib/user-action';
import { assignMesWoCall } from '../api/assign-mes-wo';
import { useMesBoard } from '../api/get-mes-board';
import { refreshMesWo } from '../api/mes-wo-reads';
import { WO_STATUS_TAG, dropRefusal, laneEqId, laneTeam, movedBoard } from '../utils/board-layout';
import { useMesEquipOptions } from '../api/get-mes-equip-options';
import { WoGantt, type BoardMove } from './wo-gantt';
import { factoryDay } from '../utils/factory-clock';
import type { WoDialog } from '../types/wo-dialog';

/** 看板: a day or a week by team or machine; planners drag a bar to another time or lane to re-plan it. */
export function WoBoardTab({ fid, open }: { fid: number; open: (d: WoDialog) => void }) {
  const [day, setDay] = useState<Dayjs>(() => dayjs(factoryDay()));
  const [days, setDays] = useState<1 | 7>(1);
  const [by, setBy] = useState<'team' | 'eq'>('team');
  const canPlan = useHasAnyPerm(['mes.edit']);
  const qc = useQueryClient();
  const body = { fid, from: (days === 7 ? day.startOf('week') : day).format('YYYY-MM-DD'), days, by };
  const board = useMesBoard(body);
  const machines = useMesEquipOptions(fid);
  const key = callKey(getMesBoard, body);

  // Optimistic: the bar moves at once; a refusal (toasted by the request) puts the board back as it was.
  const onMove: BoardMove = (wo: MesWo, laneKey, times) => {
    const before = qc.getQueryData<MesBoard>(key);
    if (!before) return;
    const eqId = by === 'eq' ? laneEqId(laneKey) : wo.eq_id;
    const machine = by === 'eq' && eqId !== null ? machines.data?.items.find((m) => m.eq_id === eqId) : undefined;
    const refusal = machine ? dropRefusal(wo.op, { name: machine.name, kind: machine.kind }) : null;
    if (refusal) return void feedback.message.warning(refusal);
    qc.setQueryData<MesBoard>(key, movedBoard(before, wo.wo_id, laneKey, times, by === 'eq' ? eqId : null));
    runAction(
      assignMesWoCall({ fid, wo_id: wo.wo_id, ...times, team: by === 'team' ? laneTeam(laneKey) : wo.team, uid: wo.uid, eq_id: eqId })
        .then((r) => feedback.message.success(`${wo.wo_no} ${r.msg}：${formatFactoryTime(times.plan_start, 'MM-DD HH:mm')}`))
        .catch((err: unknown) => {
          qc.setQueryData(key, before);
          throw err;
        })
        .finally(() => void refreshMesWo(qc)),
    );
  };
  const counts = board.data?.counts;
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <DatePicker value={day} allowClear={false} onChange={(d) => d && setDay(d.startOf('day'))} picker={days === 7 ? 'week' : 'date'} />
        <Segmented<1 | 7>
          value={days}
          onChange={setDays}
          options={[
            { value: 1, label: '日' },
            { value: 7, label: '周' },
          ]}
        />
        <Segmented<'team' | 'eq'>
          value={by}
          onChange={setBy}
          options={[
            { value: 'team', label: '按班组' },
            { value: 'eq', label: '按设备' },
          ]}
        />
        <RefreshButton list={board} />
        {counts &&
          WO_STATUSES.map((s) => (
            <Tag key={s} color={WO_STATUS_TAG[s]}>
              {WO_STATUS_LABELS[s]} {counts[s] ?? 0}
            </Tag>
          ))}
        {board.data && board.data.late > 0 && <Tag color="red">逾期 {board.data.late}</Tag>}
      </Space>
      {canPlan && (
        <Typography.Paragraph type="secondary">
          拖动工单条到其他时间{by === 'eq' ? '或设备' : '或班组'}即可调整计划；进行中和已结束的工单不能拖动。
        </Typography.Paragraph>
      )}
      {board.isError && <Typography.Text type="danger">加载失败，请稍后重试</Typography.Text>}
      {board.data && <WoGantt board={board.data} days={days} canMove={canPlan} onMove={onMove} onOpen={(wo) => open({ kind: 'detail', woId: wo.wo_id })} />}
    </>
  );
}
