import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSysFactoryList, saveSysFactory, saveSysFactoryBodySchema, type SaveSysFactoryBody } from '@pfs/domain/sys-factory';
import { callWithMsg, invalidateCalls, useCall } from '@/lib/call-api';
import { reloadSession } from '@/lib/auth-store';

/** 管理后台 → 工厂管理: every factory of the installation (super admins only). */
export const useSysFactoryList = () => useCall(getSysFactoryList, {});

/** A new factory with the role templates; its creator joins it as 厂长. */
export function useSaveSysFactory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSysFactoryBody) => callWithMsg(saveSysFactory, saveSysFactoryBodySchema.parse(body)),
    onSuccess: async () => {
      await invalidateCalls(qc, getSysFactoryList);
      // The creator is the new factory's 厂长: the factory switcher lists it without signing in again.
      await reloadSession();
    },
  });
}
