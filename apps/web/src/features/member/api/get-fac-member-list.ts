import { keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod';
import { getFacMemberList, type memberListBodySchema } from '@pfs/domain';
import { useCall } from '@/lib/call-api';

export type FacMemberListBody = z.input<typeof memberListBodySchema>;

/** Members of the factory, filtered and paged; the previous page stays on screen while the next one loads. */
export const useFacMemberList = (body: FacMemberListBody | undefined) =>
  useCall(getFacMemberList, body!, { enabled: !!body?.fid, placeholderData: keepPreviousData });
