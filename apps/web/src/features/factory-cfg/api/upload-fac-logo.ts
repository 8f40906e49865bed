import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getFacCfg, type facLogoSchema } from '@pfs/domain';
import type { z } from 'zod';
import { useAuthStore } from '@/lib/auth-store';
import { invalidateCalls } from '@/lib/call-api';
import { uploadFile } from '@/lib/request';

export type FacLogo = z.infer<typeof facLogoSchema>;

/** POST /api/upload_fac_logo?fid= — multipart, field `file`. */
export const uploadFacLogo = (fid: number, file: Blob, fileName = 'logo') => uploadFile<FacLogo>(`/api/upload_fac_logo?fid=${fid}`, file, fileName);

/** After the upload the session is reloaded, so the side menu shows the new logo at once. */
export function useUploadFacLogo(fid: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFacLogo(fid, file, file.name),
    onSuccess: async () => {
      await invalidateCalls(qc, getFacCfg);
      await useAuthStore
        .getState()
        .getInfo()
        .catch(() => undefined);
    },
  });
}
