import { Progress, Tooltip, Typography } from 'antd';

/** Dishes standing in an area against its positions; an area without a grid says so instead of 0 %. */
export function OccupancyBar({ dishes, capacity }: { dishes: number; capacity: number }) {
  if (capacity === 0) return <Typography.Text type="secondary">{dishes > 0 ? `${dishes} 盘，未设盘位` : '未设盘位'}</Typography.Text>;
  const pct = Math.round((dishes / capacity) * 100);
  return (
    <Tooltip title={`${dishes} / ${capacity} 盘，空位 ${Math.max(0, capacity - dishes)}`}>
      <div style={{ minWidth: 120 }}>
        <Progress percent={pct} size="small" status={pct >= 100 ? 'exception' : 'normal'} format={() => `${dishes}/${capacity}`} />
      </div>
    </Tooltip>
  );
}
