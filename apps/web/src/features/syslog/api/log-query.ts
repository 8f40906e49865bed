import type { z } from 'zod';
import type { facEventItemSchema, logQueryBodySchema, pageVisitItemSchema, userLogItemSchema } from '@pfs/domain/syslog';
import type { FacBody } from '@/lib/request';

/** Body shared by the three log lists: fid, page, size and the optional start/end/uid/type filters. */
export type FacLogQueryBody = FacBody<typeof logQueryBodySchema>;
export type UserLogItem = z.infer<typeof userLogItemSchema>;
export type PageVisitItem = z.infer<typeof pageVisitItemSchema>;
export type FacEventItem = z.infer<typeof facEventItemSchema>;
