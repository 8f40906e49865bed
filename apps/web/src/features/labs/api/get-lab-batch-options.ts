import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { trialBatchOptionSchema } from '@pfs/domain';
import { postData } from '@/lib/request';
import { labsKeys } from './labs-keys';

export type TrialBatchOption = z.infer<typeof trialBatchOptionSchema>;

/** POST /api/get_lab_batch_options — the newest 50 batches matching the words (labs.edit). */
export const getLabBatchOptions = (fid: number, kw: string) => postData<TrialBatchOption[]>('/api/get_lab_batch_options', { fid, kw: kw || undefined });

export const useLabBatchOptions = (fid: number, kw: string, enabled: boolean) =>
  useQuery({ queryKey: labsKeys.batchOptions(fid, kw), queryFn: () => getLabBatchOptions(fid, kw), enabled, placeholderData: keepPreviousData });
