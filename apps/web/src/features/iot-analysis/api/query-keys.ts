/** Query keys of the analysis feature (analysis, saved sets, consumption, gateway rates). */
export const analysisKeys = {
  sets: (fid: number | undefined) => ['iot-analysis', fid, 'sets'] as const,
  compare: (b: { fid: number } | null) => ['iot-analysis', b?.fid, 'compare', b] as const,
  profile: (b: { fid: number } | null) => ['iot-analysis', b?.fid, 'profile', b] as const,
  consumption: (b: { fid: number } | null) => ['iot-analysis', b?.fid, 'consumption', b] as const,
  gwRates: (fid: number | undefined) => ['iot-analysis', fid, 'gw-rates'] as const,
};
