import { assignMesWo, assignMesWoBodySchema } from '@pfs/domain/mes';
import { callWithMsg } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type AssignMesWoBody = FacBody<typeof assignMesWoBodySchema>;

/** msg 已派工: team, person, machine and planned times (派工 and the board's drag). */
export const assignMesWoCall = (body: AssignMesWoBody) => callWithMsg(assignMesWo, assignMesWoBodySchema.parse(body));
