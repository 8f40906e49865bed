import { useMutation } from '@tanstack/react-query';
import { postData } from '@/lib/request';

/** POST /api/rotate_iot_gw_secret — a new secret, shown once; the old one stops working at once. */
export const rotateIotGwSecret = (b: { fid: number; gw_id: number }) => postData<{ sn: string; secret: string }>('/api/rotate_iot_gw_secret', b);

export const useRotateSecret = () => useMutation({ mutationFn: rotateIotGwSecret });
