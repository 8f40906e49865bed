import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { avatarSchema } from '@pfs/domain';
import { useAuthStore } from '@/lib/auth-store';
import { uploadFile } from '@/lib/request';

/** POST /api/upload_avatar — multipart, field `file`. */
export const uploadAvatar = (file: Blob, fileName = 'avatar') => uploadFile<z.infer<typeof avatarSchema>>('/api/upload_avatar', file, fileName);

/** After the upload the session is reloaded, so the top bar shows the new avatar. */
export function useUploadAvatar() {
  return useMutation({
    mutationFn: (file: File) => uploadAvatar(file, file.name),
    onSuccess: () =>
      useAuthStore
        .getState()
        .getInfo()
        .catch(() => undefined),
  });
}
