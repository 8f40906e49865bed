/** Query keys of 成品; a write refreshes everything under ['finished', fid]. */
export const finishedKeys = {
  all: (fid: number | undefined) => ['finished', fid] as const,
  call: (name: string, body: { fid: number }) => ['finished', body.fid, name, body] as const,
};
