import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TOAST_SECONDS } from '@pfs/domain';
import { PIC_MAX_BYTES, PIC_TYPES, uploadPicFieldsSchema, uploadPlantPic as uploadPlantPicCall } from '@pfs/domain/plant';
import { feedback } from '@/lib/feedback';
import { ApiError, type FacBody } from '@/lib/request';
import { uploadCall } from '@/lib/upload-call';
import { invalidatePlant } from './plant-keys';
import type { PlantPic } from './get-plant-pic-list';
import { parseBody } from './plant-write-call';

export type UploadPicFields = FacBody<typeof uploadPicFieldsSchema>;

/** What the browser can tell before sending: the server checks the content again. */
export function picFileProblem(file: { type: string; size: number }): string | null {
  if (!(PIC_TYPES as readonly string[]).includes(file.type)) return '只能上传 JPEG、PNG 或 WebP 图片';
  if (file.size > PIC_MAX_BYTES) return uploadPlantPicCall.file.tooBig;
  return null;
}

/** A crop or pest photo; its fields are checked here first, with the schema's own messages. */
export async function uploadPlantPic(fields: UploadPicFields, file: File): Promise<PlantPic> {
  parseBody(uploadPicFieldsSchema, fields);
  const problem = picFileProblem(file);
  if (problem) {
    feedback.message.error(problem, TOAST_SECONDS);
    throw new ApiError(problem, 400);
  }
  return uploadCall(uploadPlantPicCall, file, fields);
}

export function useUploadPlantPic() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, file }: { fields: UploadPicFields; file: File }) => uploadPlantPic(fields, file),
    onSuccess: (_r, v) => invalidatePlant(qc, v.fields.fid),
  });
}
