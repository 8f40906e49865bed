/**
 * When an order may be completed (已完成): every line shipped in full, or the rest cancelled with a reason that
 * stays on the order (its remark) and in the log. Shared by the order service and the demo generator.
 */

export type LineShipped = { /** e.g. 「生菜 意大利生菜 一级」. */ name: string; qty_kg: number; shipped_kg: number };

const kg = (n: number) => Math.round(n * 1000) / 1000;

/** Lines shipped short of their kg. */
export const shortLines = <T extends LineShipped>(lines: readonly T[]): T[] => lines.filter((l) => kg(l.qty_kg - l.shipped_kg) > 0);

/** 「生菜 意大利生菜 一级 已发 178.4 kg，差 123 kg」 per short line. */
export const shortText = (lines: readonly LineShipped[]) => lines.map((l) => `${l.name} 已发 ${kg(l.shipped_kg)} kg，差 ${kg(l.qty_kg - l.shipped_kg)} kg`).join('；');

/** The line the order's remark keeps when its rest is cancelled. */
export const restCancelledRemark = (lines: readonly LineShipped[], reason: string) => `未发部分取消：${shortText(lines)}；原因：${reason}`;

/**
 * Whether `orderNo` may be completed now: with every line met, or with the short lines' rest cancelled for
 * `reason`; the refusal names the short lines. `remark` is what to add to the order's remark (null: nothing).
 */
export function completionOf(orderNo: string, lines: readonly LineShipped[], reason: string | undefined): { ok: true; remark: string | null } | { ok: false; msg: string } {
  if (lines.every((l) => l.shipped_kg <= 0)) return { ok: false, msg: `订单 ${orderNo} 还没有发货；不再交货请取消订单` };
  const short = shortLines(lines);
  if (short.length === 0) return { ok: true, remark: null };
  const why = reason?.trim() ?? '';
  if (why.length < 2) return { ok: false, msg: `订单 ${orderNo} 还有未发足的行：${shortText(short)}。剩余部分不再发货时，请填写取消原因后再完成` };
  return { ok: true, remark: restCancelledRemark(short, why) };
}
