import { setSiItemStatus, setSiItemStatusBodySchema } from '@pfs/domain/si';
import { callWithMsg, invalidateCalls } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';
import type { FacBody } from '@/lib/request';
import { siItemReads } from './save-si-item';

/** Enable, disable or delete an item; its records stay. */
export const useSetSiItemStatus = () =>
  useRefreshingMutation(
    (body: FacBody<typeof setSiItemStatusBodySchema>) => callWithMsg(setSiItemStatus, setSiItemStatusBodySchema.parse(body)),
    (qc) => invalidateCalls(qc, ...siItemReads),
  );
