import { useState } from 'react';
import { Alert, Button, List, Space, Tag } from 'antd';
import type { MaterialKind } from '@pfs/domain/plant';
import { useMaterialStockWarnings, type StockWarningView } from '../api/get-material-stock-warnings';

const WARN_DAYS = 30;
const KIND_TAG: Record<StockWarningView['kind'], [string, string]> = { expired: ['red', '已过期'], expiring: ['orange', '临期'], low_stock: ['gold', '低库存'] };

/** 库存预警 above the tabs: expired lots with stock, lots expiring within 30 days, items under their warning level. */
export function StockWarningBanner({ fid, kind, onShowLot }: { fid: number; kind: MaterialKind; onShowLot: (w: StockWarningView) => void }) {
  const warnings = useMaterialStockWarnings(fid, kind, WARN_DAYS);
  const [open, setOpen] = useState(false);
  const list = warnings.data ?? [];
  if (list.length === 0) return null;
  const count = (k: StockWarningView['kind']) => list.filter((w) => w.kind === k).length;
  const parts = [count('expired') && `${count('expired')} 个批号已过期`, count('expiring') && `${count('expiring')} 个批号 ${WARN_DAYS} 天内到期`, count('low_stock') && `${count('low_stock')} 种物料低于预警库存`].filter(Boolean);
  return (
    <Alert
      type={count('expired') > 0 ? 'error' : 'warning'}
      showIcon
      style={{ marginBottom: 16 }}
      message={`库存预警：${parts.join('，')}`}
      action={
        <Button size="small" type="link" onClick={() => setOpen(!open)}>
          {open ? '收起' : '查看'}
        </Button>
      }
      description={
        open && (
          <List
            size="small"
            dataSource={list}
            renderItem={(w) => (
              <List.Item
                actions={w.lot_id ? [<Button key="lot" type="link" size="small" onClick={() => onShowLot(w)}>看批号</Button>] : undefined}
              >
                <Space wrap size={4}>
                  <Tag color={KIND_TAG[w.kind][0]}>{KIND_TAG[w.kind][1]}</Tag>
                  {w.msg}
                </Space>
              </List.Item>
            )}
          />
        )
      }
    />
  );
}
