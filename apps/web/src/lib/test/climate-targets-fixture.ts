import type { ClimateTargetsView } from '@pfs/domain/factory-cfg';

/** An area kind's climate targets for a test: nothing set except what the test names. */
export const climateTargets = (kind: ClimateTargetsView['kind'], set: Partial<Omit<ClimateTargetsView, 'kind'>> = {}): ClimateTargetsView => ({
  kind,
  temp_min: null,
  temp_max: null,
  rh_min: null,
  rh_max: null,
  co2_min: null,
  co2_max: null,
  light_hours_min: null,
  light_hours_max: null,
  dli_min: null,
  dli_max: null,
  ...set,
});
