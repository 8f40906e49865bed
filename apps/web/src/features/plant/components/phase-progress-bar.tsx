import { Progress, Typography } from 'antd';
import { phaseProgress, type PhaseDays } from '../utils/phase-progress';

/** Days in phase against the plan: green within plan, orange on the due day, red when late. */
export function PhaseProgressBar({ d, compact }: { d: PhaseDays; compact?: boolean }) {
  const p = phaseProgress(d);
  const color = p.state === 'late' ? '#f5222d' : p.state === 'due' ? '#fa8c16' : '#52c41a';
  return (
    <div style={{ minWidth: compact ? 90 : 160 }}>
      <Progress percent={p.percent} showInfo={false} size="small" strokeColor={color} />
      <Typography.Text type={p.state === 'late' ? 'danger' : p.state === 'due' ? 'warning' : 'secondary'} style={{ fontSize: 12 }}>
        {p.text}
      </Typography.Text>
    </div>
  );
}
