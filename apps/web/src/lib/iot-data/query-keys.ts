/**
 * Keys of the IoT data that several features read (areas, gateways, point options). It lives in lib/ because
 * features may not import one another: one wrapper per call here serves every page, and each key holds one shape.
 */
export const iotDataKeys = {
  all: (fid: number | undefined) => ['iot-data', fid] as const,
  areas: (fid: number | undefined) => ['iot-data', fid, 'areas'] as const,
  gateways: (fid: number | undefined) => ['iot-data', fid, 'gateways'] as const,
  /** Without kinds: the history default (sensors and meters); the bare key is also the prefix every variant refreshes by. */
  pointOptions: (fid: number | undefined, kinds?: readonly string[]) =>
    kinds ? (['iot-data', fid, 'point-options', kinds.join(',')] as const) : (['iot-data', fid, 'point-options'] as const),
};
