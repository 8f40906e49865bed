import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getSiHome, getSiPlanDetail, getSiPlanList, type SiPlanDetail, type SiRecord } from '@pfs/domain/si';
import { callKey, invalidateCalls } from '@/lib/call-api';
import { sendSiAnswer } from '../api/save-si-answer';
import { AnswerQueue, type ItemSync } from './answer-queue';

const NONE = new Map<number, ItemSync>();

/**
 * The plan's answer queue: a saved answer replaces its record in the plan's cached detail at once (the progress
 * and the header follow), and the plan list and the home card are refreshed.
 */
export function useAnswerQueue(fid: number | undefined, detail: SiPlanDetail | undefined) {
  const qc = useQueryClient();
  const planId = detail?.plan.plan_id;
  const queue = useMemo(() => {
    if (!fid || !planId) return null;
    const key = callKey(getSiPlanDetail, { fid, plan_id: planId });
    const onSaved = (r: SiRecord) => {
      qc.setQueryData<SiPlanDetail>(key, (old) => (old ? { ...old, records: old.records.map((x) => (x.rcd_id === r.rcd_id ? r : x)) } : old));
      void invalidateCalls(qc, getSiPlanList, getSiHome);
    };
    return new AnswerQueue(fid, planId, (body, silent) => sendSiAnswer(body, silent), onSaved);
  }, [fid, planId, qc]);
  const records = detail?.records;
  const canFill = !!detail?.can_fill;
  useEffect(() => {
    if (queue && records) queue.load(records, canFill);
  }, [queue, records, canFill]);
  useEffect(() => queue?.attach(), [queue]);
  const items = useSyncExternalStore(queue?.subscribe ?? noSubscribe, queue?.getSnapshot ?? noItems);
  return { queue, items };
}

const noSubscribe = () => () => undefined;
const noItems = () => NONE;
