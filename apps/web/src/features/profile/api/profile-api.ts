import { useMutation } from '@tanstack/react-query';
import type { User } from '@pfs/domain';
import { post, postData } from '../../../lib/request';

export const useUpdateProfile = () => useMutation({ mutationFn: (b: { cname: string; mobile: string; email: string }) => postData<User>('/api/update_profile', b) });
export const useChangePassword = () => useMutation({ mutationFn: (b: { old_password: string; new_password: string }) => post<{ msg: string }>('/api/change_password', b) });
