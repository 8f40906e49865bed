import { keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod';
import { getLabBatchOptions, type trialBatchOptionSchema } from '@pfs/domain/labs';
import { useCall } from '@/lib/call-api';

export type TrialBatchOption = z.infer<typeof trialBatchOptionSchema>;

/** The newest 50 batches matching the words (labs.edit). */
export const useLabBatchOptions = (fid: number, kw: string, enabled: boolean) =>
  useCall(getLabBatchOptions, { fid, kw: kw || undefined }, { enabled, placeholderData: keepPreviousData });
