import type { QueryClient } from '@tanstack/react-query';
import { iotDataKeys } from '@/lib/iot-data/query-keys';

/** Query keys of the device feature. */
export const deviceKeys = {
  devices: (fid: number | undefined) => ['iot-device', fid, 'devices'] as const,
  deviceList: (q: { fid: number }) => ['iot-device', q.fid, 'devices', q] as const,
  groups: (fid: number | undefined) => ['iot-device', fid, 'groups'] as const,
  sim: (fid: number | undefined) => ['iot-device', fid, 'sim'] as const,
};

/**
 * After a write: devices and groups together (groups show device counts), and the shared point options, whose names,
 * units and points a device edit may have changed.
 */
export const invalidateDevices = (qc: QueryClient, fid: number) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: deviceKeys.devices(fid) }),
    qc.invalidateQueries({ queryKey: deviceKeys.groups(fid) }),
    qc.invalidateQueries({ queryKey: iotDataKeys.pointOptions(fid) }),
  ]);
