import { useRef, type DragEvent } from 'react';
import { Empty, Progress, Tag, Tooltip, Typography } from 'antd';
import { EQUIP_STATE_LABELS, WO_OPEN_STATUSES, WO_OP_LABELS, WO_STATUS_LABELS, type EquipState, type MesBoard, type MesWo } from '@pfs/domain/mes';
import { formatFactoryTime } from '@pfs/domain';
import { WO_STATUS_COLORS, axisTicks, barSpan, boardWindow, droppedTimes, laneLoad, nowPercent, stackRows } from '../utils/board-layout';

const LABEL_W = 190;
const ROW_H = 30;
const STATE_COLOR: Record<EquipState, string> = { run: 'green', idle: 'default', fault: 'red', maint: 'gold' };

type Lane = MesBoard['lanes'][number];
export type BoardMove = (wo: MesWo, laneKey: string, times: { plan_start: string; plan_end: string }) => void;

function LaneHead({ lane }: { lane: Lane }) {
  const load = laneLoad(lane);
  const state = lane.state as EquipState | null;
  return (
    <div style={{ width: LABEL_W, flex: 'none', padding: '4px 8px', borderRight: '1px solid var(--ant-color-split, #f0f0f0)' }}>
      <Typography.Text strong ellipsis style={{ maxWidth: LABEL_W - 70 }}>
        {lane.name || '未分配'}
      </Typography.Text>
      {state && EQUIP_STATE_LABELS[state] && (
        <Tag color={STATE_COLOR[state]} style={{ marginInlineStart: 6 }}>
          {EQUIP_STATE_LABELS[state]}
        </Tag>
      )}
      {load ? (
        <Tooltip title={`计划 ${lane.planned_dishes} 盘 / 产能 ${lane.capacity_dishes} 盘`}>
          <div style={{ fontSize: 12 }}>
            计划 {lane.planned_dishes} / 产能 {lane.capacity_dishes} 盘
            <Progress percent={Math.min(load.pct, 100)} size="small" status={load.over ? 'exception' : 'normal'} format={() => `${load.pct}%`} />
          </div>
        </Tooltip>
      ) : (
        <div style={{ fontSize: 12 }}>计划 {lane.planned_dishes} 盘</div>
      )}
    </div>
  );
}

function Bar({ wo, left, width, row, canMove, onOpen }: { wo: MesWo; left: number; width: number; row: number; canMove: boolean; onOpen: () => void }) {
  const movable = canMove && WO_OPEN_STATUSES.includes(wo.status) && wo.status !== 'doing';
  const onDragStart = (e: DragEvent<HTMLDivElement>) => {
    e.dataTransfer.setData('text/plain', String(wo.wo_id));
    e.dataTransfer.setData('application/x-wo-grab', String(e.clientX - e.currentTarget.getBoundingClientRect().left));
    e.dataTransfer.effectAllowed = 'move';
  };
  const tip = `${wo.wo_no} ${WO_OP_LABELS[wo.op]} ${wo.batch_no || wo.crop} ${wo.done_dishes}/${wo.dishes} 盘 · ${WO_STATUS_LABELS[wo.status]}${wo.late ? ' · 逾期' : ''} · ${formatFactoryTime(wo.plan_start, 'MM-DD HH:mm')}–${formatFactoryTime(wo.plan_end, 'HH:mm')}${wo.user_name ? ` · ${wo.user_name}` : ''}`;
  return (
    <Tooltip title={tip}>
      <div
        role="button"
        tabIndex={0}
        aria-label={tip}
        data-wo-id={wo.wo_id}
        draggable={movable}
        onDragStart={onDragStart}
        onClick={onOpen}
        onKeyDown={(e) => e.key === 'Enter' && onOpen()}
        style={{
          position: 'absolute',
          left: `${left}%`,
          width: `${width}%`,
          top: row * ROW_H + 3,
          height: ROW_H - 6,
          background: WO_STATUS_COLORS[wo.status],
          color: wo.status === 'cancelled' ? '#595959' : '#fff',
          borderRadius: 4,
          border: wo.late ? '2px solid #f5222d' : 'none',
          fontSize: 12,
          lineHeight: `${ROW_H - (wo.late ? 10 : 6)}px`,
          padding: '0 4px',
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          cursor: movable ? 'grab' : 'pointer',
          boxSizing: 'border-box',
        }}
      >
        {wo.late && '⚠ '}
        {WO_OP_LABELS[wo.op]} {wo.batch_no || wo.crop} {wo.dishes}盘
      </div>
    </Tooltip>
  );
}

/** Lanes (teams or machines) × time: order bars colored by status, late ones outlined red; drag to re-plan. */
export function WoGantt({
  board,
  days,
  canMove,
  onMove,
  onOpen,
}: {
  board: MesBoard;
  days: 1 | 7;
  canMove: boolean;
  onMove: BoardMove;
  onOpen: (wo: MesWo) => void;
}) {
  const w = boardWindow(
    board.from,
    days,
    board.lanes.flatMap((l) => l.orders),
  );
  const ticks = axisTicks(w, days);
  const tracks = useRef(new Map<string, HTMLDivElement>());
  const nowPct = nowPercent(w);
  if (board.lanes.length === 0) return <Empty description="这段时间没有工单" />;
  const drop = (lane: Lane) => (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    const id = Number(e.dataTransfer.getData('text/plain'));
    const grab = Number(e.dataTransfer.getData('application/x-wo-grab')) || 0;
    const wo = board.lanes.flatMap((l) => l.orders).find((o) => o.wo_id === id);
    const rect = tracks.current.get(lane.key)?.getBoundingClientRect();
    if (!wo || !rect) return;
    onMove(wo, lane.key, droppedTimes(wo, (e.clientX - grab - rect.left) / rect.width, w));
  };
  const grid = ticks.map((t) => (
    <div key={t.left} style={{ position: 'absolute', left: `${t.left}%`, top: 0, bottom: 0, borderLeft: '1px dashed var(--ant-color-split, #f0f0f0)' }} />
  ));
  return (
    <div style={{ overflowX: 'auto' }}>
      <div style={{ minWidth: days === 1 ? 900 : 1100, border: '1px solid var(--ant-color-split, #f0f0f0)' }}>
        <div style={{ display: 'flex', borderBottom: '1px solid var(--ant-color-split, #f0f0f0)', height: 28 }}>
          <div style={{ width: LABEL_W, flex: 'none', padding: '4px 8px', fontWeight: 500 }}>{days === 1 ? '时间' : '日期'}</div>
          <div style={{ position: 'relative', flex: 1 }}>
            {ticks.map((t) => (
              <span key={t.left} style={{ position: 'absolute', left: `${t.left}%`, top: 4, fontSize: 12, paddingLeft: 2 }}>
                {t.label}
              </span>
            ))}
          </div>
        </div>
        {board.lanes.map((lane) => {
          const { row, rows } = stackRows(lane.orders);
          return (
            <div
              key={lane.key}
              data-lane={lane.key}
              style={{ display: 'flex', borderBottom: '1px solid var(--ant-color-split, #f0f0f0)', minHeight: Math.max(rows * ROW_H, 56) }}
            >
              <LaneHead lane={lane} />
              <div
                ref={(el) => {
                  if (el) tracks.current.set(lane.key, el);
                }}
                style={{ position: 'relative', flex: 1 }}
                onDragOver={(e) => canMove && e.preventDefault()}
                onDrop={drop(lane)}
              >
                {grid}
                {nowPct > 0 && nowPct < 100 && (
                  <div style={{ position: 'absolute', left: `${nowPct}%`, top: 0, bottom: 0, borderLeft: '2px solid #f5222d', opacity: 0.6 }} />
                )}
                {lane.orders.map((o) => {
                  const span = barSpan(o, w);
                  return (
                    span && (
                      <Bar key={o.wo_id} wo={o} left={span.left} width={span.width} row={row.get(o.wo_id) ?? 0} canMove={canMove} onOpen={() => onOpen(o)} />
                    )
                  );
                })}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
