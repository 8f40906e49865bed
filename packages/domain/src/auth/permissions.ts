/**
 * Every permission code of the product, defined once with its Chinese label and group.
 * Read codes come from the spec; write/control codes are the ones writes need.
 */
export const PERMISSION_GROUPS = [
  {
    key: 'mes',
    label: '生产控制',
    codes: [
      { code: 'mes.list', label: '查看生产设备与工单' },
      { code: 'mes.edit', label: '管理生产设备与工单' },
    ],
  },
  {
    key: 'plant',
    label: '种植',
    codes: [
      { code: 'plant.list', label: '查看种植批次' },
      { code: 'plant.edit', label: '管理种植批次' },
      { code: 'labs.list', label: '查看实验' },
      { code: 'labs.edit', label: '管理实验' },
    ],
  },
  {
    key: 'sales',
    label: '销售',
    codes: [
      { code: 'sales.list', label: '查看订单排产' },
      { code: 'sales.edit', label: '管理订单排产' },
      { code: 'customer.list', label: '查看客户' },
      { code: 'customer.edit', label: '管理客户' },
    ],
  },
  {
    key: 'material',
    label: '物料',
    codes: [
      { code: 'supply.list', label: '查看农药与耗材' },
      { code: 'supply.edit', label: '管理农药与耗材' },
    ],
  },
  {
    key: 'warehouse',
    label: '成品仓储',
    codes: [
      { code: 'warehouse.list', label: '查看成品库存与出货' },
      { code: 'warehouse.edit', label: '管理成品库存与出货' },
    ],
  },
  {
    key: 'iot',
    label: '物联网',
    codes: [
      { code: 'iot.list', label: '查看物联网数据' },
      { code: 'iot.ctrl', label: '控制开关设备' },
      { code: 'iot.data.export', label: '导出物联网数据' },
      { code: 'cfg.iot.list', label: '查看物联网配置' },
      { code: 'cfg.iot.edit', label: '修改物联网配置' },
      { code: 'cfg.iot_ps.list', label: '查看策略备份与历史' },
      { code: 'cfg.iot_ps.edit', label: '导入与修改策略' },
    ],
  },
  {
    key: 'alarm',
    label: '告警',
    codes: [
      { code: 'alarm.list', label: '查看告警' },
      { code: 'alarm.edit', label: '关闭告警' },
    ],
  },
  {
    key: 'report',
    label: '报表',
    codes: [
      { code: 'report.list', label: '查看报表' },
      { code: 'report.export', label: '导出报表' },
    ],
  },
  {
    key: 'si',
    label: '日常巡检',
    codes: [
      { code: 'si.list', label: '查看巡检' },
      { code: 'si.edit', label: '执行巡检' },
      { code: 'cfg.si.list', label: '查看巡检配置' },
      { code: 'cfg.si.edit', label: '修改巡检配置' },
    ],
  },
  {
    key: 'cfg',
    label: '工厂设置',
    codes: [
      { code: 'cfg.fac.list', label: '查看工厂设置' },
      { code: 'cfg.fac.edit', label: '修改工厂设置' },
      { code: 'cfg.plant.list', label: '查看作物规格' },
      { code: 'cfg.plant.edit', label: '修改作物规格' },
      { code: 'auth.list', label: '查看成员与角色' },
      { code: 'auth.edit', label: '管理成员与角色' },
      { code: 'syslog.list', label: '查看日志' },
    ],
  },
  {
    key: 'other',
    label: '其他',
    codes: [
      { code: 'resc.list', label: '查看更多资源' },
      { code: 'help.list', label: '查看帮助手册' },
    ],
  },
] as const;

type Group = (typeof PERMISSION_GROUPS)[number];
export type PermissionCode = Group['codes'][number]['code'];

export const PERMISSION_CODES: readonly PermissionCode[] = PERMISSION_GROUPS.flatMap((g) =>
  g.codes.map((c) => c.code),
);

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
    codes: [
      'mes.list',
      'mes.edit',
      'iot.list',
      'iot.ctrl',
      'cfg.iot.list',
      'cfg.iot_ps.list',
      'alarm.list',
      'alarm.edit',
      'si.list',
      'si.edit',
      'cfg.si.list',
    ],
  },
  { name: '访客', codes: ['plant.list', 'report.list', 'help.list', 'resc.list'] },
];

/** Spec §5/§6: passes when the role holds any one of the listed codes; an empty list passes for all. */
export function holdsAnyCode(held: readonly string[], required: readonly string[]): boolean {
  if (required.length === 0) return true;
  return required.some((code) => held.includes(code));
}
