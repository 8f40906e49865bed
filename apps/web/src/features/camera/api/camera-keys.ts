/** Query keys of 监控摄像头; a write refreshes everything under ['camera', fid]. */
export const cameraKeys = {
  all: (fid: number | undefined) => ['camera', fid] as const,
  list: (body: { fid: number }) => ['camera', body.fid, 'list', body] as const,
  areas: (fid: number | undefined) => ['camera', fid, 'areas'] as const,
};
