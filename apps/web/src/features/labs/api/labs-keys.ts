/** Query keys of 实验; a write refreshes everything under ['labs', fid]. */
export const labsKeys = {
  all: (fid: number | undefined) => ['labs', fid] as const,
  list: (body: { fid: number }) => ['labs', body.fid, 'list', body] as const,
  detail: (fid: number | undefined, trialId: number | undefined) => ['labs', fid, 'detail', trialId] as const,
  batchOptions: (fid: number | undefined, kw: string) => ['labs', fid, 'batch-options', kw] as const,
};
