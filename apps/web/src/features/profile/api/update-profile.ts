import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { updateProfile, updateProfileBodySchema } from '@pfs/domain/auth';
import { callApi } from '@/lib/call-api';
import { reloadSession } from '@/lib/auth-store';

export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

/** One's own name, mobile and e-mail; after saving, the session is reloaded so the top bar shows the new name at once. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => callApi(updateProfile, updateProfileBodySchema.parse(body)),
    onSuccess: () => reloadSession(),
  });
}
