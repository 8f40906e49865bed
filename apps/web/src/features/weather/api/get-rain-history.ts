import { keepPreviousData } from '@tanstack/react-query';
import { getRainHistory, type rainHistoryBodySchema } from '@pfs/domain/weather';
import { useCall } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type RainHistoryBody = FacBody<typeof rainHistoryBodySchema>;

/** Rain by hour or by day with its grades; the last chart stays while the next range loads. */
export const useRainHistory = (body: RainHistoryBody) => useCall(getRainHistory, body, { enabled: !!body.fid, placeholderData: keepPreviousData });
