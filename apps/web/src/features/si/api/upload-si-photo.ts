import { uploadSiPhoto as uploadCall_, type SiPhoto } from '@pfs/domain/si';
import { uploadCall } from '@/lib/upload-call';

/** A photo for an answer or a case note; the server keeps it as WebP with a thumbnail and answers its name. */
export const uploadSiPhoto = (fid: number, file: File): Promise<SiPhoto> => uploadCall(uploadCall_, file, { fid });
