import { isCallDefinition } from '../contract/call-docs.js';
import type { AnyCall } from '../contract/call.js';
import type { AnyList } from '../contract/list.js';
import * as alarm from '../alarm/index.js';
import * as alarmNotify from '../alarm-notify/index.js';
import * as auth from '../auth/index.js';
import * as camera from '../camera/index.js';
import * as customer from '../customer/index.js';
import * as factoryCfg from '../factory-cfg/index.js';
import * as finished from '../finished/index.js';
import * as instance from '../instance/index.js';
import * as iotAnalysis from '../iot-analysis/index.js';
import * as iotDevice from '../iot-device/index.js';
import * as iotGateway from '../iot-gateway/index.js';
import * as iotHistory from '../iot-history/index.js';
import * as iotIngest from '../iot-ingest/index.js';
import * as iotlog from '../iotlog/index.js';
import * as labs from '../labs/index.js';
import * as live from '../live/index.js';
import * as material from '../material/index.js';
import * as member from '../member/index.js';
import * as mes from '../mes/index.js';
import * as plant from '../plant/index.js';
import * as plantSpec from '../plant-spec/index.js';
import * as rule from '../rule/index.js';
import * as sales from '../sales/index.js';
import * as screen from '../screen/index.js';
import * as shipment from '../shipment/index.js';
import * as si from '../si/index.js';
import * as stats from '../stats/index.js';
import * as sysFactory from '../sys-factory/index.js';
import * as syslog from '../syslog/index.js';
import * as system from '../system/index.js';
import * as trace from '../trace/index.js';
import * as weather from '../weather/index.js';

/** Every module of the domain by name: for the call tables of the docs and the tests that check every call and list. */
export const DOMAIN_MODULES = {
  alarm,
  'alarm-notify': alarmNotify,
  auth,
  camera,
  customer,
  'factory-cfg': factoryCfg,
  finished,
  instance,
  'iot-analysis': iotAnalysis,
  'iot-device': iotDevice,
  'iot-gateway': iotGateway,
  'iot-history': iotHistory,
  'iot-ingest': iotIngest,
  iotlog,
  labs,
  live,
  material,
  member,
  mes,
  plant,
  'plant-spec': plantSpec,
  rule,
  sales,
  screen,
  shipment,
  si,
  stats,
  'sys-factory': sysFactory,
  syslog,
  system,
  trace,
  weather,
};

/** Every value any module exports (calls, lists, schemas…) with its name, each value once. */
export function everyExport(): [string, unknown][] {
  const seen = new Set<unknown>();
  return Object.values(DOMAIN_MODULES)
    .flatMap((m) => Object.entries(m))
    .filter(([, v]) => !seen.has(v) && seen.add(v));
}

const isListDefinition = (v: unknown): v is AnyList =>
  typeof v === 'object' && v !== null && 'columns' in v && 'rowsOf' in v && isCallDefinition((v as AnyList).list) && isCallDefinition((v as AnyList).export);

/** Every call any module defines (plain, upload and raw), with its exported name. */
export const everyCall = (): [string, AnyCall][] => everyExport().filter((e): e is [string, AnyCall] => isCallDefinition(e[1]));

/** Every list any module defines (listOf, unpagedListOf), with its exported name. */
export const everyList = (): [string, AnyList][] => everyExport().filter((e): e is [string, AnyList] => isListDefinition(e[1]));
