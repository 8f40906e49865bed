/**
 * Every permission code of the product, defined once with its Chinese label and group.
 * Read codes come from the spec; write/control codes are the ones writes need.
 * Group key → its label and its codes with their labels; the order here is the order shown.
 */
const GROUP_TABLE = {
  mes: {
    label: '生产控制',
    codes: {
      'mes.list': '查看生产设备与工单',
      'mes.edit': '管理生产设备与工单',
    },
  },
  plant: {
    label: '种植',
    codes: {
      'plant.list': '查看种植批次',
      'plant.edit': '管理种植批次',
      // Corrections and deletion undo what others recorded, so they are held apart from recording (plant.edit).
      'plant.void': '作废种植记录',
      'plant.del': '删除种植批次',
      'labs.list': '查看实验',
      'labs.edit': '管理实验',
    },
  },
  sales: {
    label: '销售',
    codes: {
      'sales.list': '查看订单排产',
      'sales.edit': '管理订单排产',
      'customer.list': '查看客户',
      'customer.edit': '管理客户',
    },
  },
  material: {
    label: '物料',
    codes: {
      'supply.list': '查看农药与耗材',
      'supply.edit': '管理农药与耗材',
    },
  },
  warehouse: {
    label: '成品仓储',
    codes: {
      'warehouse.list': '查看成品库存与出货',
      'warehouse.edit': '管理成品库存与出货',
    },
  },
  iot: {
    label: '物联网',
    codes: {
      'iot.list': '查看物联网数据',
      'iot.ctrl': '控制开关设备',
      'iot.data.export': '导出物联网数据',
      'cfg.iot.list': '查看物联网配置',
      'cfg.iot.edit': '修改物联网配置',
      'cfg.iot_ps.list': '查看策略备份与历史',
      'cfg.iot_ps.edit': '导入与修改策略',
    },
  },
  alarm: {
    label: '告警',
    codes: {
      'alarm.list': '查看告警',
      'alarm.edit': '确认、关闭告警',
      'cfg.alarm.list': '查看告警通知设置',
      'cfg.alarm.edit': '修改告警通知设置',
    },
  },
  report: {
    label: '报表',
    codes: {
      'report.list': '查看报表',
      'report.export': '导出报表',
    },
  },
  si: {
    label: '日常巡检',
    codes: {
      'si.list': '查看巡检',
      'si.edit': '执行巡检',
      'cfg.si.list': '查看巡检配置',
      'cfg.si.edit': '修改巡检配置',
    },
  },
  cfg: {
    label: '工厂设置',
    codes: {
      'cfg.fac.list': '查看工厂设置',
      'cfg.fac.edit': '修改工厂设置',
      'cfg.plant.list': '查看作物规格',
      'cfg.plant.edit': '修改作物规格',
      'auth.list': '查看成员与角色',
      'auth.edit': '管理成员与角色',
      'syslog.list': '查看日志',
    },
  },
  other: {
    label: '其他',
    codes: {
      'resc.list': '查看更多资源',
      'help.list': '查看帮助手册',
    },
  },
} as const;

type GroupTable = typeof GROUP_TABLE;
type GroupKey = keyof GroupTable;
export type PermissionCode = { [K in GroupKey]: keyof GroupTable[K]['codes'] & string }[GroupKey];

export const PERMISSION_GROUPS: readonly { key: GroupKey; label: string; codes: readonly { code: PermissionCode; label: string }[] }[] = (
  Object.keys(GROUP_TABLE) as GroupKey[]
).map((key) => ({
  key,
  label: GROUP_TABLE[key].label,
  codes: (Object.entries(GROUP_TABLE[key].codes) as [PermissionCode, string][]).map(([code, label]) => ({ code, label })),
}));

export const PERMISSION_CODES: readonly PermissionCode[] = PERMISSION_GROUPS.flatMap((g) => g.codes.map((c) => c.code));

const CODE_SET: ReadonlySet<string> = new Set(PERMISSION_CODES);

export function isPermissionCode(value: string): value is PermissionCode {
  return CODE_SET.has(value);
}

export const PERMISSION_LABELS: Readonly<Record<PermissionCode, string>> = Object.fromEntries(
  PERMISSION_GROUPS.flatMap((g) => g.codes.map((c) => [c.code, c.label])),
) as Record<PermissionCode, string>;

/** Role templates shipped for common jobs; a factory's roles start as copies of these. */
export const ROLE_TEMPLATES: readonly { name: string; codes: readonly PermissionCode[] }[] = [
  { name: '厂长', codes: PERMISSION_CODES },
  { name: '种植员', codes: ['plant.list', 'plant.edit', 'iot.list', 'alarm.list'] },
  {
    name: '仓管员',
    codes: ['plant.list', 'supply.list', 'supply.edit', 'warehouse.list', 'warehouse.edit', 'report.list'],
  },
  {
    name: '销售',
    codes: ['sales.list', 'sales.edit', 'customer.list', 'customer.edit', 'warehouse.list', 'report.list'],
  },
  {
    name: '设备员',
    codes: ['mes.list', 'mes.edit', 'iot.list', 'iot.ctrl', 'cfg.iot.list', 'cfg.iot_ps.list', 'alarm.list', 'alarm.edit', 'si.list', 'si.edit', 'cfg.si.list'],
  },
  { name: '访客', codes: ['plant.list', 'report.list', 'help.list', 'resc.list'] },
];

/** Spec §5/§6: passes when the role holds any one of the listed codes; an empty list passes for all. */
export function holdsAnyCode(held: readonly string[], required: readonly string[]): boolean {
  if (required.length === 0) return true;
  return required.some((code) => held.includes(code));
}
