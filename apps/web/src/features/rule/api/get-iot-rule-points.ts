import { useQuery } from '@tanstack/react-query';
import { postData } from '@/lib/request';
import { ruleKeys } from './query-keys';

export type RulePoint = {
  point_id: number;
  code: string;
  kind: 'sensor' | 'switch' | 'meter';
  name: string;
  unit: string;
  writable: boolean;
  min: number | null;
  max: number | null;
  /** 区域 · 网关 */
  group: string;
  value: number | null;
  ts: string | null;
  on: boolean | null;
  lock: { until: string; cname: string } | null;
};

/** POST /api/get_iot_rule_points — points for the pickers, grouped by area/gateway, with units and current values. */
export const getIotRulePoints = (fid: number) => postData<RulePoint[]>('/api/get_iot_rule_points', { fid });

export const useIotRulePoints = (fid: number | undefined) =>
  useQuery({ queryKey: ruleKeys.points(fid), enabled: !!fid, refetchInterval: 15_000, queryFn: () => getIotRulePoints(fid!) });
