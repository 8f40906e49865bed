import { z } from 'zod';
import { facBodySchema } from '../api/envelope.js';
import { callAccess, callsOf } from '../contract/call.js';
import { AREA_KINDS, GROWING_PHASES } from '../plant/plant-vocab.js';
import { alarmSchema } from '../alarm/alarm.api.js';
import { climateTargetsSchema } from '../factory-cfg/factory-cfg.api.js';
import { climateReadingSchema } from '../factory-cfg/factory-area-detail.api.js';
import { stockWarningSchema } from '../material/material.api.js';
import { dueMoveSchema } from '../plant/plant.api.js';

/** POST /api/stats/embed — the home page's figures for the caller's role in one factory. */
export const statsEmbedBodySchema = facBodySchema;

/** Rows each block lists (the full lists are one click away). */
export const DASHBOARD_LIST_ROWS = 8;

/** Two equal windows of days, both ending on the same weekday: a Monday never compares an empty week. */
export const dayWindowSchema = z.object({ from: z.string(), to: z.string() });

export const dashboardPlantingSchema = z.object({
  /** False until the factory has sown its first batch (a nursery or a new factory): the page says so instead of zeros. */
  has_batches: z.boolean(),
  /** Today's to-do list: places whose phase has run its planned days, by what follows, and how many are late. */
  due: z.object({
    total_ct: z.number(),
    move_ct: z.number(),
    transplant_ct: z.number(),
    pick_ct: z.number(),
    /** Due before today and still not done. */
    late_ct: z.number(),
    items: z.array(dueMoveSchema),
  }),
  /** Recorded today. */
  sown_today: z.object({ batches: z.number(), dishes: z.number() }),
  phases: z.array(z.object({ phase: z.enum(GROWING_PHASES), dishes: z.number(), plants: z.number(), batch_ct: z.number() })),
  /** Harvested kg in the last 7 days (today included) against the 7 days before. */
  harvest: z.object({
    recent: dayWindowSchema.extend({ kg: z.number(), plants: z.number() }),
    before: dayWindowSchema.extend({ kg: z.number(), plants: z.number() }),
    /** kg per day over both windows, oldest first (14 days). */
    days: z.array(z.object({ date: z.string(), kg: z.number() })),
  }),
});

export const dashboardAlarmsSchema = z.object({ open_ct: z.number(), severe_ct: z.number(), items: z.array(alarmSchema) });

export const dashboardStockSchema = z.object({
  expired_ct: z.number(),
  expiring_ct: z.number(),
  low_stock_ct: z.number(),
  /** Expired first, then expiring, then low stock. */
  items: z.array(stockWarningSchema),
  /** Which material pages the role may open (seeds: plant.list; pesticide and supply: supply.list). */
  kinds: z.array(z.enum(['seed', 'pesticide', 'supply'])),
});

export const dashboardClimateSchema = z.array(
  z.object({
    area_id: z.number(),
    name: z.string(),
    field_name: z.string(),
    kind: z.enum(AREA_KINDS),
    readings: z.array(climateReadingSchema),
    targets: climateTargetsSchema.nullable(),
  }),
);

/** Days ahead (today included) an open order counts as 待出货 on the warehouse keeper's home page. */
export const DASHBOARD_SHIP_DAYS = 3;
/** The sales home page's 本周交货: today and the next 6 days. */
export const DASHBOARD_WEEK_DAYS = 7;

const orderRef = { order_id: z.number(), order_no: z.string(), cust_name: z.string(), delivery_date: z.string() };

/** 仓管员 (warehouse.list): what to ship, what waits in 暂存 to be entered, and lots to sell or write off first. */
export const dashboardWarehouseSchema = z.object({
  /** Open orders due within DASHBOARD_SHIP_DAYS (or overdue) with kg still to ship; earliest first. */
  ship_due: z.object({
    total_ct: z.number(),
    late_ct: z.number(),
    items: z.array(z.object({ ...orderRef, left_kg: z.number(), days_left: z.number() })),
  }),
  /** Harvests in 暂存 not yet entered as finished lots. */
  tmp: z.object({
    total_ct: z.number(),
    kg: z.number(),
    items: z.array(
      z.object({
        batch_id: z.number(),
        batch_no: z.string(),
        crop: z.string(),
        variety: z.string(),
        grade_name: z.string(),
        tmp_kg: z.number(),
        last_pick: z.string(),
      }),
    ),
  }),
  /** Lots in stock past or within 2 days of their expiry date; earliest first. */
  expiry: z.object({
    expired_ct: z.number(),
    expiring_ct: z.number(),
    items: z.array(
      z.object({
        lot_id: z.number(),
        lot_no: z.string(),
        crop: z.string(),
        variety: z.string(),
        grade_name: z.string(),
        left_kg: z.number(),
        expires_on: z.string(),
        shelf_left_days: z.number(),
      }),
    ),
  }),
});

/** 销售 (sales.list): orders whose forecast says they may miss their date, and this week's deliveries. */
export const dashboardSalesSchema = z.object({
  at_risk: z.object({
    total_ct: z.number(),
    items: z.array(z.object({ ...orderRef, state: z.string(), message: z.string() })),
  }),
  week: z.object({
    from: z.string(),
    to: z.string(),
    total_ct: z.number(),
    kg: z.number(),
    items: z.array(z.object({ ...orderRef, status: z.string(), qty_kg: z.number() })),
  }),
});

/** Each block is null when the role may not see it (the server leaves it out, not only the page). */
export const statsEmbedSchema = z.object({
  today: z.string(),
  planting: dashboardPlantingSchema.nullable(),
  warehouse: dashboardWarehouseSchema.nullable(),
  sales: dashboardSalesSchema.nullable(),
  alarms: dashboardAlarmsSchema.nullable(),
  stock: dashboardStockSchema.nullable(),
  /** Areas with a gateway mapped to them; empty when none is. */
  climate: dashboardClimateSchema.nullable(),
});
export type StatsEmbed = z.infer<typeof statsEmbedSchema>;
export type DashboardPlanting = z.infer<typeof dashboardPlantingSchema>;
export type DashboardClimate = z.infer<typeof dashboardClimateSchema>;
export type DashboardWarehouse = z.infer<typeof dashboardWarehouseSchema>;
export type DashboardSales = z.infer<typeof dashboardSalesSchema>;

/** /dashboard: every member may ask; each block is filled only for the codes of the member's role. */
export const statsEmbed = callsOf('首页').post('/api/stats/embed', { access: callAccess.member, summary: '首页：今日到期操作、各阶段盘数、近 7 天采收、未关闭告警、库存预警、各区域当前环境（按角色权限，无权的块为 null）', body: statsEmbedBodySchema, data: statsEmbedSchema });
