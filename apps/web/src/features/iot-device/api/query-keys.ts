import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the device feature; a write refreshes devices and groups together (groups show device counts). */
export const deviceKeys = {
  devices: ['iot-devs'] as const,
  groups: ['iot-devgrps'] as const,
  sim: ['sim-gws'] as const,
};

export const invalidateDevices = (qc: QueryClient) =>
  Promise.all([qc.invalidateQueries({ queryKey: deviceKeys.devices }), qc.invalidateQueries({ queryKey: deviceKeys.groups })]);
