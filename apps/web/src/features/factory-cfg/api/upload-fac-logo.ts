import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getFacCfg, uploadFacLogo as uploadFacLogoCall, type facLogoSchema } from '@pfs/domain/factory-cfg';
import type { z } from 'zod';
import { reloadSession } from '@/lib/auth-store';
import { invalidateCalls } from '@/lib/call-api';
import { uploadCall } from '@/lib/upload-call';

export type FacLogo = z.infer<typeof facLogoSchema>;

/** The factory's new logo (the factory in the query string). */
export const uploadFacLogo = (fid: number, file: Blob): Promise<FacLogo> => uploadCall(uploadFacLogoCall, file, { fid });

/** After the upload the session is reloaded, so the side menu shows the new logo at once. */
export function useUploadFacLogo(fid: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFacLogo(fid, file),
    onSuccess: async () => {
      await invalidateCalls(qc, getFacCfg);
      await reloadSession();
    },
  });
}
