import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { updateProfileBodySchema, type User } from '@pfs/domain';
import { postData } from '@/lib/request';
import { useAuthStore } from '@/lib/auth-store';

export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

/** POST /api/update_profile — one's own name, mobile and e-mail. */
export async function updateProfile(body: UpdateProfileBody): Promise<User> {
  return postData<User>('/api/update_profile', updateProfileBodySchema.parse(body));
}

/** After saving, the session is reloaded so the top bar shows the new name at once. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => useAuthStore.getState().getInfo().catch(() => undefined),
  });
}
