// Every table of the product, gathered for drizzle-kit and the typed database handle.
export * from '../modules/user/user.table.js';
export * from '../modules/facility/facility.table.js';
export * from '../modules/member/member.table.js';
export * from '../modules/auth/auth.table.js';
export * from '../modules/syslog/syslog.table.js';
export * from './meta.table.js';
export * from '../modules/iot-gateway/gateway.table.js';
export * from '../modules/iot-device/point.table.js';
export * from '../modules/iot-ingest/reading.table.js';
export * from '../modules/iot-gateway/control.table.js';
export * from '../modules/alarm/alarm.table.js';
export * from '../modules/iot-ingest/rollup.table.js';
export * from '../modules/iot-device/device-group.table.js';
export * from '../modules/iot-analysis/analysis.table.js';
export * from '../modules/iotlog/iotlog.table.js';
export * from '../modules/rule/rule.table.js';
