import type { ComponentType, LazyExoticComponent } from 'react';
import * as P from './route-pages';
import type { RouteNode } from '@/lib/route-filter';

export type PageComponent = ComponentType | LazyExoticComponent<ComponentType>;
export type AppRoute = RouteNode<PageComponent>;

/** A built page: its path, menu title, the codes that open it (none: every member) and its component. */
const page = (path: string, title: string, perms: string[] | undefined, component: PageComponent, extra: Partial<AppRoute> = {}): AppRoute => ({
  path,
  title,
  perms,
  component,
  ...extra,
});

/** A menu section: its pages below a heading with an icon; `extra` holds the codes or module it needs. */
const section = (path: string, title: string, icon: string, extra: Partial<AppRoute>, children: AppRoute[]): AppRoute => ({
  path,
  title,
  icon,
  ...extra,
  children,
});

/**
 * A page that a later release builds: a clear 建设中 state naming it (never placeholder data) for an old bookmark,
 * but never offered by a menu or a quick link.
 */
function soon(path: string, title: string, perms?: string[], extra: Partial<AppRoute> = {}): AppRoute {
  // Its chunk is the shared 建设中 page: preloading the route preloads that.
  const Page = Object.assign(() => <P.UnderConstruction title={title} path={path} />, { preload: P.UnderConstruction.preload });
  return page(path, title, perms, Page, { ...extra, hidden: true });
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
  page('/dashboard', '首页', undefined, P.Dashboard, { icon: 'home', affix: true }),
  page('/profile', '个人中心', undefined, P.Profile, { hidden: true }),
  page('/cfg/fac-slt-hall', '切换工厂', undefined, P.FacSelectHall, { hidden: true }),
  page('/err/403', '无权访问', undefined, P.Forbidden, { hidden: true }),
  section('/m01', '生产控制', 'mes', { perms: MES, module: 'mes' }, [
    page('/m01/index1', '播种设备', MES, P.MesEquipSow),
    page('/m01/index2', '移栽设备', MES, P.MesEquipTransplant),
    page('/m01/index3', '采收设备', MES, P.MesEquipHarvest),
  ]),
  section('/m02', '生产工单', 'order', { perms: [...MES, 'plant.edit'], module: 'mes' }, [page('/m02/index1', '工单', [...MES, 'plant.edit'], P.MesWo)]), // plant.edit: 我的工单 only
  section('/plant', '种植管理', 'plant', { perms: ['plant.list', 'sales.list', 'labs.list', 'customer.list'] }, [
    page('/plant/index', '种植概览', PLANT, P.PlantOverview),
    page('/plant/distribution', '种植分布', PLANT, P.PlantDistribution),
    page('/plant/plant_pics', '作物图片', PLANT, P.PlantPics),
    page('/plant/pest_pics', '病虫害图片', PLANT, P.PestPics),
    page('/plant/batch', '种植盘', PLANT, P.PlantBatchList),
    page('/plant/in_process_table', '在产批次', PLANT, P.PlantInProcessTable),
    page('/plant/in_process_phases', '在产阶段', PLANT, P.PlantInProcessPhases),
    page('/plant/sows', '播种记录', PLANT, P.PlantSows),
    page('/plant/transplants', '移栽记录', PLANT, P.PlantTransplants),
    page('/plant/history', '历史批次', PLANT, P.PlantHistory),
    page('/plant/batch_detail', '批次详情', PLANT, P.PlantBatchDetail, { hidden: true }),
    page('/plant/cycle', '种植周期', PLANT, P.PlantCycle),
    page('/plant/protection', '植保记录', PLANT, P.PlantProtection),
    page('/plant/damaged', '损耗记录', PLANT, P.PlantDamaged),
    page('/plant/batch_delete', '删除批次', ['plant.del'], P.PlantBatchDelete),
    page('/plant/sales', '订单排产', SALES, P.SalesPage),
    page('/plant/sales_detail', '订单详情', SALES, P.SalesDetail, { hidden: true }),
    page('/plant/customer', '客户', ['customer.list'], P.CustomerPage),
    page('/plant/labs', '实验', ['labs.list'], P.LabsPage),
  ]),
  section('/material', '物料管理', 'material', {}, [
    page('/material/seeds', '种子', PLANT, P.MaterialSeeds),
    page('/material/pesticide', '农药', SUPPLY, P.MaterialPesticide),
    page('/material/supply', '耗材', SUPPLY, P.MaterialSupply),
  ]),
  section('/finished', '成品管理', 'finished', {}, [
    page('/finished/summary', '成品汇总', WAREHOUSE, P.FinishedSummary),
    page('/finished/storage', '成品库存', WAREHOUSE, P.FinishedStorage),
    page('/finished/distribution', '库位分布', WAREHOUSE, P.FinishedDistribution),
    page('/finished/entry_list', '入库记录', WAREHOUSE, P.FinishedEntryList),
    page('/finished/shipment', '出货', WAREHOUSE, P.FinishedShipment),
    page('/finished/tmp_store', '暂存', PLANT, P.FinishedTmpStore),
    page('/finished/pickrecords', '采收记录', PLANT, P.FinishedPickRecords),
    page('/finished/picksummary', '采收汇总', PLANT, P.FinishedPickSummary),
    page('/finished/trace', '产品溯源', REPORT, P.FinishedTrace),
  ]),
  section('/iot', '物联网', 'iot', { perms: IOT, module: 'iot' }, [
    page('/iot/index', '环境总览', IOT, P.IotOverview, { menuGroup: LIVE }),
    page('/iot/ctrl', '设备控制', IOT, P.IotCtrl, { menuGroup: LIVE }),
    page('/iot/states', '开关状态', IOT, P.SwitchStates, { menuGroup: LIVE }),
    page('/iot/vals', '实时数据', IOT, P.LiveVals, { menuGroup: LIVE }),
    page('/iot/gw_list', '网关', IOT, P.GatewayList, { menuGroup: DEVICES }),
    page('/iot/devgrp_list', '设备分组', IOT, P.DeviceGroups, { menuGroup: DEVICES }),
    page('/iot/dev_list', '设备', IOT, P.Devices, { menuGroup: DEVICES }),
    page('/iot/req_list', '控制请求', IOT, P.RequestList, { menuGroup: DEVICES }),
    page('/iot/rules_wrap', '策略中心', IOT, P.RulesWrap, { menuGroup: STRATEGY }),
    page('/iot/rules', '控制策略', IOT, P.RuleList, { menuGroup: STRATEGY }),
    page('/iot/rules_detail', '策略详情', IOT, P.RuleDetail, { menuGroup: STRATEGY, hidden: true }),
    page('/iot/rules_exec_rcd', '策略执行记录', IOT, P.RuleExec, { menuGroup: STRATEGY }),
    soon('/iot/rules_exp_hall', '策略模板库', IOT, { menuGroup: STRATEGY }),
    soon('/iot/rules_exp', '策略模板', IOT, { menuGroup: STRATEGY }),
    soon('/iot/rules_exp_bkp_list', '策略备份', IOT_PS, { menuGroup: STRATEGY }),
    soon('/iot/rules_exp_hist_log', '策略历史', IOT_PS, { menuGroup: STRATEGY }),
    soon('/iot/rules_exp_detail', '策略模板详情', IOT_PS, { hidden: true, menuGroup: STRATEGY }),
    soon('/iot/import_rule_exp', '导入策略', ['cfg.iot_ps.edit'], { menuGroup: STRATEGY }),
    page('/iot/extreme_list', '极值记录', IOT, P.IotExtremeList, { menuGroup: HISTORY }),
    page('/iot/last24', '最近24小时', IOT, P.IotLast24, { menuGroup: HISTORY }),
    page('/iot/history_wrap', '历史数据', IOT, P.IotHistoryWrap, { menuGroup: HISTORY }),
    page('/iot/hourly', '小时数据', IOT, P.IotHourly, { menuGroup: HISTORY }),
    page('/iot/daily', '日数据', IOT, P.IotDaily, { menuGroup: HISTORY }),
    page('/iot/gw_stats', '网关统计', IOT, P.GwStats, { menuGroup: HISTORY }),
    page('/iot/analysis', '数据分析', IOT, P.Analysis, { menuGroup: HISTORY }),
    page('/iot/analysis-cfg', '分析配置', ['cfg.iot.edit'], P.AnalysisCfg, { menuGroup: HISTORY }),
    page('/iot/export', '数据导出', ['iot.data.export'], P.IotExport, { menuGroup: HISTORY }),
    page('/iot/wt_daily_history', '历史天气（日）', IOT, P.WtDailyHistory, { menuGroup: WEATHER }),
    page('/iot/wt_hourly_history', '历史天气（小时）', IOT, P.WtHourlyHistory, { menuGroup: WEATHER }),
    page('/iot/wt_hourly_forecast', '逐小时预报', IOT, P.WtHourlyForecast, { menuGroup: WEATHER }),
    page('/iot/rain_history', '降水历史', IOT, P.RainHistory, { menuGroup: WEATHER }),
    page('/iot/rain_raw_history', '降水原始数据', IOT, P.RainRawHistory, { menuGroup: WEATHER }),
    page('/iot/rain_alarm_cfg', '降水告警设置', IOT, P.RainAlarmCfg, { menuGroup: WEATHER }),
    page('/iot/cams', '监控摄像头', IOT, P.IotCams, { menuGroup: DEVICES }),
    page('/iot/electricity', '用电统计', IOT, P.Electricity, { menuGroup: HISTORY }),
    page('/iot/watery', '用水统计', IOT, P.Watery, { menuGroup: HISTORY }),
  ]),
  {
    path: '/alarm',
    title: '告警',
    icon: 'alarm',
    perms: ['alarm.list', 'cfg.alarm.list'],
    children: [page('/alarm/index', '告警记录', ['alarm.list'], P.AlarmPage), page('/alarm/notify', '告警通知', ['cfg.alarm.list'], P.AlarmNotifyPage)],
  },
  section('/report', '报表', 'report', { perms: REPORT }, [
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
    page('/report/si', '巡检报表', REPORT, P.SiReport, { module: 'si' }),
    soon('/report/exp_summary', '实验汇总', REPORT),
    soon('/report/exp_summary_list', '实验汇总列表', REPORT),
  ]),
  section('/si', '日常巡检', 'si', { perms: ['cfg.si.edit', 'si.list'], module: 'si' }, [
    page('/si/plan_stats_list', '巡检统计', SI, P.SiStats),
    page('/si/rcd_list', '巡检记录', SI, P.SiRecord),
    page('/si/plan', '巡检计划', SI, P.SiPlan),
    page('/si/plan_detail', '计划详情', SI, P.SiPlanDetail, { hidden: true }),
    page('/si/err_list', '异常处理', SI, P.SiCase),
    page('/si/cfg/rule', '巡检规则', CFG_SI, P.SiRule),
    page('/si/cfg/cmcfg', '巡检项配置', CFG_SI, P.SiItem),
  ]),
  section('/cfg', '工厂设置', 'cfg', { perms: ['cfg.fac.list', 'auth.list', 'syslog.list'] }, [
    page('/cfg/member', '成员管理', ['auth.list'], P.Member),
    page('/cfg/factory', '工厂信息', CFG_FAC, P.FactoryInfo),
    page('/cfg/factory/field', '厂房', CFG_FAC, P.FactoryFields),
    page('/cfg/factory/areas', '区域', CFG_FAC, P.FactoryAreas),
    page('/cfg/factory/area_detail', '区域详情', CFG_FAC, P.FactoryAreaDetail, { hidden: true }),
    page('/cfg/factory/spec', '品种规格', ['cfg.plant.list'], P.PlantSpecs),
    page('/cfg/factory/iot-cfg', '物联网配置', ['cfg.iot.list'], P.FactoryIotCfg, { module: 'iot' }),
    page('/cfg/factory/screen-cfg', '大屏配置', SCREEN_CFG, P.ScreenCfg, { module: 'screen' }),
    page('/cfg/factory/screen-cfg/default', '默认大屏配置', SCREEN_CFG, P.ScreenCfgDefault, { hidden: true, module: 'screen' }),
    page('/cfg/factory/screen-cfg/iotexp', '物联网大屏配置', SCREEN_CFG, P.ScreenCfgIotExp, { hidden: true, module: 'screen' }),
    page('/cfg/factory/screen-cfg/bhcm', '展厅大屏配置', SCREEN_CFG, P.ScreenCfgBhcm, { hidden: true, module: 'screen' }),
    page('/cfg/syslogidx', '日志概览', SYSLOG, P.SyslogIndex),
    page('/cfg/plantlog', '种植日志', SYSLOG, P.PlantLog),
    page('/cfg/iotlog', '物联网日志', SYSLOG, P.IotLog, { module: 'iot' }),
    page('/cfg/userlog', '用户日志', SYSLOG, P.UserLog),
    page('/cfg/facevtlog', '工厂事件', SYSLOG, P.FacEventLog),
  ]),
  section('/other', '其他', 'other', { perms: ['resc.list', 'help.list'] }, [
    soon('/other/more_resc', '更多资源', ['resc.list']),
    soon('/other/help', '帮助手册', ['help.list']),
    page('/other/iot-debug', '物联网调试', undefined, P.IotDebug, { module: 'iot', hidden: true }),
    // A debug page with no permission of its own (spec §1); its list answers plant.list holders only.
    page('/other/batch-del-log', '批次删除日志', undefined, P.PlantBatchDelLog, { hidden: true }),
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
  ]),
  page('/batch_detail_pg', '批次详情页', SYSLOG, P.PlantBatchDetailPg, { hidden: true }),
];

export { HOME_VIEW } from '@/lib/tabs-store';
export const HOME_PATH = '/dashboard';
