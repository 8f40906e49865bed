import { useMutation } from '@tanstack/react-query';
import { uploadAvatar as uploadAvatarCall } from '@pfs/domain/auth';
import { reloadSession } from '@/lib/auth-store';
import { uploadCall } from '@/lib/upload-call';

/** The signed-in user's new avatar. */
export const uploadAvatar = (file: Blob) => uploadCall(uploadAvatarCall, file);

/** After the upload the session is reloaded, so the top bar shows the new avatar. */
export function useUploadAvatar() {
  return useMutation({
    mutationFn: (file: File) => uploadAvatar(file),
    onSuccess: () => reloadSession(),
  });
}
