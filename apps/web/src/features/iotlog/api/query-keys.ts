import type { IotLogQueryBody } from './get-iot-log-list';

/** Query keys of 物联网日志. */
export const iotlogKeys = {
  list: (body: IotLogQueryBody | undefined) => ['iotlog', body?.fid, 'list', body] as const,
  members: (fid: number) => ['iotlog', fid, 'members'] as const,
};
