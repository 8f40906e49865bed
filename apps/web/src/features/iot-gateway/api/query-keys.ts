/**
 * Query keys of the gateway feature (overview, control, requests, locks). The gateway list itself is shared data:
 * `iotDataKeys.gateways` in lib/iot-data.
 */
export const gatewayKeys = {
  all: (fid: number | undefined) => ['iot-gateway', fid] as const,
  states: (fid: number | undefined) => ['iot-gateway', fid, 'states'] as const,
  trends: (fid: number | undefined) => ['iot-gateway', fid, 'trends'] as const,
  locks: (fid: number | undefined) => ['iot-gateway', fid, 'locks'] as const,
  requests: (fid: number | undefined) => ['iot-gateway', fid, 'requests'] as const,
  requestList: (q: { fid: number; page: number; size: number }) => ['iot-gateway', q.fid, 'requests', q] as const,
};
