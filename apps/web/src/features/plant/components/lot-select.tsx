import { Select } from 'antd';
import { fmtQty } from '@pfs/domain/plant';
import type { MaterialOption } from '@/lib/material-options';

/** The label of a lot in a picker: 「L-01（剩 500 ml，2026-12-01 到期）· 先到期」; short of `need`, it says so. */
export function lotLabel(l: MaterialOption['lots'][number], unit: string, first: boolean, need?: number | null) {
  const short = need != null && need > l.qty ? ` · 不足 ${fmtQty(need)} ${unit}` : '';
  return `${l.lot_no}（剩 ${fmtQty(l.qty)} ${unit}${l.expires_on ? `，${l.expires_on} 到期` : ''}）${first ? ' · 先到期' : ''}${short}`;
}

/**
 * A usable lot of the item to pin (empty: first-expiring first, automatically). Lots come in the order an automatic
 * issue takes them; a lot holding less than `need` is offered but marked, the server refuses it naming what is left.
 */
export function LotSelect({ item, need, value, onChange }: { item: MaterialOption | undefined; need?: number | null; value?: number | null; onChange?: (v: number | null) => void }) {
  const lots = item?.lots ?? [];
  return (
    <Select
      allowClear
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      placeholder={lots.length ? `自动（先到期先用：${lots[0]!.lot_no}）` : '没有可用批号'}
      disabled={!lots.length}
      options={lots.map((l, i) => ({ value: l.lot_id, label: lotLabel(l, item!.unit, i === 0, need) }))}
    />
  );
}
