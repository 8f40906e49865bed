import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveSysFactoryBodySchema, type SaveSysFactoryBody, type SavedSysFactory, type SysFactory } from '@pfs/domain';
import { post, postData, type DataReply } from '@/lib/request';
import { useAuthStore } from '@/lib/auth-store';

/** Query keys of 管理后台 → 工厂管理. */
export const sysFactoryKeys = { list: ['admin', 'sys-factory', 'list'] as const };

/** POST /api/get_sys_factory_list — every factory of the installation (super admins only). */
export const getSysFactoryList = () => postData<SysFactory[]>('/api/get_sys_factory_list', {});

export const useSysFactoryList = () => useQuery({ queryKey: sysFactoryKeys.list, queryFn: getSysFactoryList });

/** POST /api/save_sys_factory — a new factory with the role templates; its creator joins it as 厂长. */
export const saveSysFactory = (body: SaveSysFactoryBody) => post<DataReply<SavedSysFactory>>('/api/save_sys_factory', saveSysFactoryBodySchema.parse(body));

export function useSaveSysFactory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveSysFactory,
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: sysFactoryKeys.list });
      // The creator is the new factory's 厂长: the factory switcher lists it without signing in again.
      await useAuthStore
        .getState()
        .getInfo()
        .catch(() => undefined);
    },
  });
}
