/** Query keys of the live pages (实时数据, 开关状态); both are kept current by the live channel. */
export const liveKeys = {
  vals: (fid: number | undefined) => ['iot-live', fid, 'vals'] as const,
  switchStates: (fid: number | undefined) => ['iot-live', fid, 'switch-states'] as const,
};
