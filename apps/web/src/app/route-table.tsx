import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from '@/lib/lazy-page';
import type { RouteNode } from '@/lib/route-filter';

export type PageComponent = ComponentType | LazyExoticComponent<ComponentType>;
export type AppRoute = RouteNode<PageComponent>;

const Dashboard = lazyPage(() => import('@/features/dashboard/pages/dashboard-page'));
const Profile = lazyPage(() => import('@/features/profile/pages/profile-page'));
const WtDailyHistory = lazyPage(() => import('@/features/weather/pages/wt-daily-history-page'));
const WtHourlyHistory = lazyPage(() => import('@/features/weather/pages/wt-hourly-history-page'));
const WtHourlyForecast = lazyPage(() => import('@/features/weather/pages/wt-hourly-forecast-page'));
const RainHistory = lazyPage(() => import('@/features/weather/pages/rain-history-page'));
const RainRawHistory = lazyPage(() => import('@/features/weather/pages/rain-raw-history-page'));
const RainAlarmCfg = lazyPage(() => import('@/features/weather/pages/rain-alarm-cfg-page'));
const FacSelectHall = lazyPage(() => import('@/features/facility/pages/fac-select-hall-page'));
const Member = lazyPage(() => import('@/features/member/pages/member-page'));
const SyslogIndex = lazyPage(() => import('@/features/syslog/pages/syslog-index-page'));
const UserLog = lazyPage(() => import('@/features/syslog/pages/user-log-page'));
const FacEventLog = lazyPage(() => import('@/features/syslog/pages/fac-event-log-page'));
const IotOverview = lazyPage(() => import('@/features/iot-gateway/pages/iot-overview-page'));
const IotCtrl = lazyPage(() => import('@/features/iot-gateway/pages/iot-ctrl-page'));
const GatewayList = lazyPage(() => import('@/features/iot-gateway/pages/gateway-list-page'));
const RequestList = lazyPage(() => import('@/features/iot-gateway/pages/request-list-page'));
const SwitchStates = lazyPage(() => import('@/features/iot-live/pages/switch-states-page'));
const LiveVals = lazyPage(() => import('@/features/iot-live/pages/live-vals-page'));
const IotHistoryWrap = lazyPage(() => import('@/features/iot-history/pages/history-wrap-page'));
const IotHourly = lazyPage(() => import('@/features/iot-history/pages/hourly-page'));
const IotDaily = lazyPage(() => import('@/features/iot-history/pages/daily-page'));
const IotLast24 = lazyPage(() => import('@/features/iot-history/pages/last24-page'));
const IotExtremeList = lazyPage(() => import('@/features/iot-history/pages/extreme-list-page'));
const IotExport = lazyPage(() => import('@/features/iot-history/pages/export-page'));
const AlarmPage = lazyPage(() => import('@/features/alarm/pages/alarm-page'));
const DeviceGroups = lazyPage(() => import('@/features/iot-device/pages/device-group-page'));
const Devices = lazyPage(() => import('@/features/iot-device/pages/device-list-page'));
const IotDebug = lazyPage(() => import('@/features/iot-device/pages/iot-debug-page'));
const RulesWrap = lazyPage(() => import('@/features/rule/pages/rules-wrap-page'));
const RuleList = lazyPage(() => import('@/features/rule/pages/rule-list-page'));
const RuleDetail = lazyPage(() => import('@/features/rule/pages/rule-detail-page'));
const RuleExec = lazyPage(() => import('@/features/rule/pages/rule-exec-page'));
const Forbidden = lazyPage(() => import('@/features/errors/pages/forbidden-page'));
const Analysis = lazyPage(() => import('@/features/iot-analysis/pages/analysis-page'));
const AnalysisCfg = lazyPage(() => import('@/features/iot-analysis/pages/analysis-cfg-page'));
const Electricity = lazyPage(() => import('@/features/iot-analysis/pages/electricity-page'));
const Watery = lazyPage(() => import('@/features/iot-analysis/pages/watery-page'));
const GwStats = lazyPage(() => import('@/features/iot-analysis/pages/gw-stats-page'));
const IotLog = lazyPage(() => import('@/features/iotlog/pages/iot-log-page'));
const FactoryInfo = lazyPage(() => import('@/features/factory-cfg/pages/factory-page'));
const FactoryFields = lazyPage(() => import('@/features/factory-cfg/pages/field-page'));
const FactoryAreas = lazyPage(() => import('@/features/factory-cfg/pages/areas-page'));
const FactoryAreaDetail = lazyPage(() => import('@/features/factory-cfg/pages/area-detail-page'));
const FactoryIotCfg = lazyPage(() => import('@/features/factory-cfg/pages/iot-cfg-page'));
const PlantSpecs = lazyPage(() => import('@/features/plant-spec/pages/spec-page'));
const MaterialSeeds = lazyPage(() => import('@/features/material/pages/seeds-page'));
const MaterialPesticide = lazyPage(() => import('@/features/material/pages/pesticide-page'));
const MaterialSupply = lazyPage(() => import('@/features/material/pages/supply-page'));
const PlantOverview = lazyPage(() => import('@/features/plant/pages/overview-page'));
const PlantDistribution = lazyPage(() => import('@/features/plant/pages/distribution-page'));
const PlantPics = lazyPage(() => import('@/features/plant/pages/plant-pics-page'));
const PestPics = lazyPage(() => import('@/features/plant/pages/pest-pics-page'));
const PlantBatchList = lazyPage(() => import('@/features/plant/pages/batch-list-page'));
const PlantInProcessTable = lazyPage(() => import('@/features/plant/pages/in-process-table-page'));
const PlantInProcessPhases = lazyPage(() => import('@/features/plant/pages/in-process-phases-page'));
const PlantSows = lazyPage(() => import('@/features/plant/pages/sow-list-page'));
const PlantTransplants = lazyPage(() => import('@/features/plant/pages/transplant-list-page'));
const PlantHistory = lazyPage(() => import('@/features/plant/pages/history-page'));
const PlantBatchDetail = lazyPage(() => import('@/features/plant/pages/batch-detail-page'));
const PlantBatchDetailPg = lazyPage(() => import('@/features/plant/pages/batch-detail-pg-page'));
const PlantCycle = lazyPage(() => import('@/features/plant/pages/cycle-page'));
const PlantProtection = lazyPage(() => import('@/features/plant/pages/protection-page'));
const PlantDamaged = lazyPage(() => import('@/features/plant/pages/damaged-page'));
const PlantBatchDelete = lazyPage(() => import('@/features/plant/pages/batch-delete-page'));
const PlantLog = lazyPage(() => import('@/features/plant/pages/plant-log-page'));
const PlantBatchDelLog = lazyPage(() => import('@/features/plant/pages/batch-del-log-page'));
const IotCams = lazyPage(() => import('@/features/camera/pages/cams-page'));
const ScreenCfg = lazyPage(() => import('@/features/screen-cfg/pages/screen-cfg-page'));
const ScreenCfgEdit = lazyPage(() => import('@/features/screen-cfg/pages/screen-cfg-edit-page'));
const ScreenCfgDefault = Object.assign(() => <ScreenCfgEdit variant="default" />, { preload: ScreenCfgEdit.preload });
const ScreenCfgIotExp = Object.assign(() => <ScreenCfgEdit variant="iotexp" />, { preload: ScreenCfgEdit.preload });
const ScreenCfgBhcm = Object.assign(() => <ScreenCfgEdit variant="bhcm" />, { preload: ScreenCfgEdit.preload });
const SalesPage = lazyPage(() => import('@/features/sales/pages/sales-page'));
const SalesDetail = lazyPage(() => import('@/features/sales/pages/sales-detail-page'));
const CustomerPage = lazyPage(() => import('@/features/customer/pages/customer-page'));
const LabsPage = lazyPage(() => import('@/features/labs/pages/labs-page'));
const FinishedSummary = lazyPage(() => import('@/features/finished/pages/summary-page'));
const FinishedStorage = lazyPage(() => import('@/features/finished/pages/storage-page'));
const FinishedDistribution = lazyPage(() => import('@/features/finished/pages/distribution-page'));
const FinishedEntryList = lazyPage(() => import('@/features/finished/pages/entry-list-page'));
const FinishedShipment = lazyPage(() => import('@/features/finished/pages/shipment-page'));
const FinishedTmpStore = lazyPage(() => import('@/features/finished/pages/tmp-store-page'));
const FinishedPickRecords = lazyPage(() => import('@/features/finished/pages/pickrecords-page'));
const FinishedPickSummary = lazyPage(() => import('@/features/finished/pages/picksummary-page'));
const FinishedTrace = lazyPage(() => import('@/features/finished/pages/trace-codes-page'));
// Lazy as well: the route table is read on every page (titles), including /login.
const UnderConstruction = lazyPage(() => import('@/components/under-construction'));

/** A page that a later release builds: a clear 建设中 state naming it (never placeholder data). */
function soon(path: string, title: string, perms?: string[], extra: Partial<AppRoute> = {}): AppRoute {
  // Its chunk is the shared 建设中 page: preloading the route preloads that.
  const Page = Object.assign(() => <UnderConstruction title={title} path={path} />, { preload: UnderConstruction.preload });
  return { path, title, perms, component: Page, ...extra };
}

const MES = ['mes.list'];
const PLANT = ['plant.list'];
const SALES = ['sales.list'];
const WAREHOUSE = ['warehouse.list'];
const SUPPLY = ['supply.list'];
const IOT = ['iot.list'];
const IOT_PS = ['cfg.iot_ps.list'];
const REPORT = ['report.list'];
const SI = ['si.list'];
const CFG_SI = ['cfg.si.list'];
const CFG_FAC = ['cfg.fac.list'];
const SYSLOG = ['syslog.list'];
const SCREEN_CFG = ['cfg.fac.edit'];
// The IoT section is long (34 entries): its menu lists them under these headings.
const LIVE = '实时';
const DEVICES = '设备';
const STRATEGY = '策略';
const HISTORY = '历史与分析';
const WEATHER = '天气';

/** Every route of the product (spec §2) with its Chinese title, icon and required codes. */
export const ROUTE_TABLE: AppRoute[] = [
  { path: '/dashboard', title: '首页', icon: 'home', affix: true, component: Dashboard },
  { path: '/profile', title: '个人中心', hidden: true, component: Profile },
  { path: '/cfg/fac-slt-hall', title: '切换工厂', hidden: true, component: FacSelectHall },
  { path: '/err/403', title: '无权访问', hidden: true, component: Forbidden },
  {
    path: '/m01',
    title: '生产控制',
    icon: 'mes',
    perms: MES,
    module: 'mes',
    children: [soon('/m01/index1', '播种设备', MES), soon('/m01/index2', '移栽设备', MES), soon('/m01/index3', '采收设备', MES)],
  },
  { path: '/m02', title: '生产工单', icon: 'order', perms: MES, module: 'mes', children: [soon('/m02/index1', '工单', MES)] },
  {
    path: '/plant',
    title: '种植管理',
    icon: 'plant',
    perms: ['plant.list', 'sales.list', 'labs.list', 'customer.list'],
    children: [
      { path: '/plant/index', title: '种植概览', perms: PLANT, component: PlantOverview },
      { path: '/plant/distribution', title: '种植分布', perms: PLANT, component: PlantDistribution },
      { path: '/plant/plant_pics', title: '作物图片', perms: PLANT, component: PlantPics },
      { path: '/plant/pest_pics', title: '病虫害图片', perms: PLANT, component: PestPics },
      { path: '/plant/batch', title: '种植盘', perms: PLANT, component: PlantBatchList },
      { path: '/plant/in_process_table', title: '在产批次', perms: PLANT, component: PlantInProcessTable },
      { path: '/plant/in_process_phases', title: '在产阶段', perms: PLANT, component: PlantInProcessPhases },
      { path: '/plant/sows', title: '播种记录', perms: PLANT, component: PlantSows },
      { path: '/plant/transplants', title: '移栽记录', perms: PLANT, component: PlantTransplants },
      { path: '/plant/history', title: '历史批次', perms: PLANT, component: PlantHistory },
      { path: '/plant/batch_detail', title: '批次详情', perms: PLANT, hidden: true, component: PlantBatchDetail },
      { path: '/plant/cycle', title: '种植周期', perms: PLANT, component: PlantCycle },
      { path: '/plant/protection', title: '植保记录', perms: PLANT, component: PlantProtection },
      { path: '/plant/damaged', title: '损耗记录', perms: PLANT, component: PlantDamaged },
      { path: '/plant/batch_delete', title: '删除批次', perms: ['plant.edit'], component: PlantBatchDelete },
      { path: '/plant/sales', title: '订单排产', perms: SALES, component: SalesPage },
      { path: '/plant/sales_detail', title: '订单详情', perms: SALES, hidden: true, component: SalesDetail },
      { path: '/plant/customer', title: '客户', perms: ['customer.list'], component: CustomerPage },
      { path: '/plant/labs', title: '实验', perms: ['labs.list'], component: LabsPage },
    ],
  },
  {
    path: '/material',
    title: '物料管理',
    icon: 'material',
    children: [
      { path: '/material/seeds', title: '种子', perms: PLANT, component: MaterialSeeds },
      { path: '/material/pesticide', title: '农药', perms: SUPPLY, component: MaterialPesticide },
      { path: '/material/supply', title: '耗材', perms: SUPPLY, component: MaterialSupply },
    ],
  },
  {
    path: '/finished',
    title: '成品管理',
    icon: 'finished',
    children: [
      { path: '/finished/summary', title: '成品汇总', perms: WAREHOUSE, component: FinishedSummary },
      { path: '/finished/storage', title: '成品库存', perms: WAREHOUSE, component: FinishedStorage },
      { path: '/finished/distribution', title: '库位分布', perms: WAREHOUSE, component: FinishedDistribution },
      { path: '/finished/entry_list', title: '入库记录', perms: WAREHOUSE, component: FinishedEntryList },
      { path: '/finished/shipment', title: '出货', perms: WAREHOUSE, component: FinishedShipment },
      { path: '/finished/tmp_store', title: '暂存', perms: PLANT, component: FinishedTmpStore },
      { path: '/finished/pickrecords', title: '采收记录', perms: PLANT, component: FinishedPickRecords },
      { path: '/finished/picksummary', title: '采收汇总', perms: PLANT, component: FinishedPickSummary },
      { path: '/finished/trace', title: '产品溯源', perms: REPORT, component: FinishedTrace },
    ],
  },
  {
    path: '/iot',
    title: '物联网',
    icon: 'iot',
    perms: IOT,
    module: 'iot',
    children: [
      { path: '/iot/index', title: '环境总览', menuGroup: LIVE, perms: IOT, component: IotOverview },
      { path: '/iot/ctrl', title: '设备控制', menuGroup: LIVE, perms: IOT, component: IotCtrl },
      { path: '/iot/states', title: '开关状态', menuGroup: LIVE, perms: IOT, component: SwitchStates },
      { path: '/iot/vals', title: '实时数据', menuGroup: LIVE, perms: IOT, component: LiveVals },
      { path: '/iot/gw_list', title: '网关', menuGroup: DEVICES, perms: IOT, component: GatewayList },
      { path: '/iot/devgrp_list', title: '设备分组', menuGroup: DEVICES, perms: IOT, component: DeviceGroups },
      { path: '/iot/dev_list', title: '设备', menuGroup: DEVICES, perms: IOT, component: Devices },
      { path: '/iot/req_list', title: '控制请求', menuGroup: DEVICES, perms: IOT, component: RequestList },
      { path: '/iot/rules_wrap', title: '策略中心', menuGroup: STRATEGY, perms: IOT, component: RulesWrap },
      { path: '/iot/rules', title: '控制策略', menuGroup: STRATEGY, perms: IOT, component: RuleList },
      { path: '/iot/rules_detail', title: '策略详情', menuGroup: STRATEGY, perms: IOT, hidden: true, component: RuleDetail },
      { path: '/iot/rules_exec_rcd', title: '策略执行记录', menuGroup: STRATEGY, perms: IOT, component: RuleExec },
      soon('/iot/rules_exp_hall', '策略模板库', IOT, { menuGroup: STRATEGY }),
      soon('/iot/rules_exp', '策略模板', IOT, { menuGroup: STRATEGY }),
      soon('/iot/rules_exp_bkp_list', '策略备份', IOT_PS, { menuGroup: STRATEGY }),
      soon('/iot/rules_exp_hist_log', '策略历史', IOT_PS, { menuGroup: STRATEGY }),
      soon('/iot/rules_exp_detail', '策略模板详情', IOT_PS, { hidden: true, menuGroup: STRATEGY }),
      soon('/iot/import_rule_exp', '导入策略', ['cfg.iot_ps.edit'], { menuGroup: STRATEGY }),
      { path: '/iot/extreme_list', title: '极值记录', menuGroup: HISTORY, perms: IOT, component: IotExtremeList },
      { path: '/iot/last24', title: '最近24小时', menuGroup: HISTORY, perms: IOT, component: IotLast24 },
      { path: '/iot/history_wrap', title: '历史数据', menuGroup: HISTORY, perms: IOT, component: IotHistoryWrap },
      { path: '/iot/hourly', title: '小时数据', menuGroup: HISTORY, perms: IOT, component: IotHourly },
      { path: '/iot/daily', title: '日数据', menuGroup: HISTORY, perms: IOT, component: IotDaily },
      { path: '/iot/gw_stats', title: '网关统计', menuGroup: HISTORY, perms: IOT, component: GwStats },
      { path: '/iot/analysis', title: '数据分析', menuGroup: HISTORY, perms: IOT, component: Analysis },
      { path: '/iot/analysis-cfg', title: '分析配置', menuGroup: HISTORY, perms: ['cfg.iot.edit'], component: AnalysisCfg },
      { path: '/iot/export', title: '数据导出', menuGroup: HISTORY, perms: ['iot.data.export'], component: IotExport },
      { path: '/iot/wt_daily_history', title: '历史天气（日）', menuGroup: WEATHER, perms: IOT, component: WtDailyHistory },
      { path: '/iot/wt_hourly_history', title: '历史天气（小时）', menuGroup: WEATHER, perms: IOT, component: WtHourlyHistory },
      { path: '/iot/wt_hourly_forecast', title: '逐小时预报', menuGroup: WEATHER, perms: IOT, component: WtHourlyForecast },
      { path: '/iot/rain_history', title: '降水历史', menuGroup: WEATHER, perms: IOT, component: RainHistory },
      { path: '/iot/rain_raw_history', title: '降水原始数据', menuGroup: WEATHER, perms: IOT, component: RainRawHistory },
      { path: '/iot/rain_alarm_cfg', title: '降水告警设置', menuGroup: WEATHER, perms: IOT, component: RainAlarmCfg },
      { path: '/iot/cams', title: '监控摄像头', menuGroup: DEVICES, perms: IOT, component: IotCams },
      { path: '/iot/electricity', title: '用电统计', menuGroup: HISTORY, perms: IOT, component: Electricity },
      { path: '/iot/watery', title: '用水统计', menuGroup: HISTORY, perms: IOT, component: Watery },
    ],
  },
  { path: '/alarm', title: '告警', icon: 'alarm', perms: ['alarm.list'], children: [{ path: '/alarm/index', title: '告警记录', perms: ['alarm.list'], component: AlarmPage }] },
  {
    path: '/report',
    title: '报表',
    icon: 'report',
    perms: REPORT,
    children: [
      soon('/report/index', '报表中心', REPORT),
      soon('/report/summary', '综合汇总', REPORT),
      soon('/report/output', '产量报表', REPORT),
      soon('/report/resource', '资源报表', REPORT),
      soon('/report/sales_plan', '销售计划', REPORT),
      soon('/report/pms', '生产管理报表', REPORT),
      soon('/report/material', '物料报表', REPORT),
      soon('/report/shipment', '出货报表', REPORT),
      soon('/report/cust_rep_detail', '客户报表详情', REPORT, { hidden: true }),
      soon('/report/energy', '能耗报表', REPORT),
      soon('/report/bom', '物料清单', REPORT),
      soon('/report/si', '巡检报表', REPORT, { module: 'si' }),
      soon('/report/exp_summary', '实验汇总', REPORT),
      soon('/report/exp_summary_list', '实验汇总列表', REPORT),
    ],
  },
  {
    path: '/si',
    title: '日常巡检',
    icon: 'si',
    perms: ['cfg.si.edit', 'si.list'],
    module: 'si',
    children: [
      soon('/si/plan_stats_list', '巡检统计', SI),
      soon('/si/rcd_list', '巡检记录', SI),
      soon('/si/plan', '巡检计划', SI),
      soon('/si/plan_detail', '计划详情', SI, { hidden: true }),
      soon('/si/err_list', '异常处理', SI),
      soon('/si/cfg/rule', '巡检规则', CFG_SI),
      soon('/si/cfg/cmcfg', '巡检项配置', CFG_SI),
    ],
  },
  {
    path: '/cfg',
    title: '工厂设置',
    icon: 'cfg',
    perms: ['cfg.fac.list', 'auth.list', 'syslog.list'],
    children: [
      { path: '/cfg/member', title: '成员管理', perms: ['auth.list'], component: Member },
      { path: '/cfg/factory', title: '工厂信息', perms: CFG_FAC, component: FactoryInfo },
      { path: '/cfg/factory/field', title: '厂房', perms: CFG_FAC, component: FactoryFields },
      { path: '/cfg/factory/areas', title: '区域', perms: CFG_FAC, component: FactoryAreas },
      { path: '/cfg/factory/area_detail', title: '区域详情', perms: CFG_FAC, hidden: true, component: FactoryAreaDetail },
      { path: '/cfg/factory/spec', title: '品种规格', perms: ['cfg.plant.list'], component: PlantSpecs },
      { path: '/cfg/factory/iot-cfg', title: '物联网配置', perms: ['cfg.iot.list'], module: 'iot', component: FactoryIotCfg },
      { path: '/cfg/factory/screen-cfg', title: '大屏配置', perms: SCREEN_CFG, module: 'screen', component: ScreenCfg },
      { path: '/cfg/factory/screen-cfg/default', title: '默认大屏配置', perms: SCREEN_CFG, hidden: true, module: 'screen', component: ScreenCfgDefault },
      { path: '/cfg/factory/screen-cfg/iotexp', title: '物联网大屏配置', perms: SCREEN_CFG, hidden: true, module: 'screen', component: ScreenCfgIotExp },
      { path: '/cfg/factory/screen-cfg/bhcm', title: '展厅大屏配置', perms: SCREEN_CFG, hidden: true, module: 'screen', component: ScreenCfgBhcm },
      { path: '/cfg/syslogidx', title: '日志概览', perms: SYSLOG, component: SyslogIndex },
      { path: '/cfg/plantlog', title: '种植日志', perms: SYSLOG, component: PlantLog },
      { path: '/cfg/iotlog', title: '物联网日志', perms: SYSLOG, module: 'iot', component: IotLog },
      { path: '/cfg/userlog', title: '用户日志', perms: SYSLOG, component: UserLog },
      { path: '/cfg/facevtlog', title: '工厂事件', perms: SYSLOG, component: FacEventLog },
    ],
  },
  {
    path: '/other',
    title: '其他',
    icon: 'other',
    perms: ['resc.list', 'help.list'],
    children: [
      soon('/other/more_resc', '更多资源', ['resc.list']),
      soon('/other/help', '帮助手册', ['help.list']),
      { path: '/other/iot-debug', title: '物联网调试', module: 'iot', component: IotDebug, hidden: true },
      // A debug page with no permission of its own (spec §1); its list answers plant.list holders only.
      { path: '/other/batch-del-log', title: '批次删除日志', component: PlantBatchDelLog, hidden: true },
      ...(
        [
          ['dev', '开发调试'],
          ['faci-test', '工厂测试'],
          ['iot-slt-test', '物联网选择测试'],
          ['weather-test', '天气测试'],
          ['g2-test', 'G2 图表测试'],
          ['g6-test', 'G6 图表测试'],
          ['wsocket-test', 'WebSocket 测试'],
        ] as const
      ).map(([p, t]) => soon(`/other/${p}`, t, undefined, { hidden: true })),
    ],
  },
  { path: '/batch_detail_pg', title: '批次详情页', perms: SYSLOG, hidden: true, component: PlantBatchDetailPg },
];

export { HOME_VIEW } from '@/lib/tabs-store';
export const HOME_PATH = '/dashboard';
