import { useMutation } from '@tanstack/react-query';
import type { GatewaySecret, iotGwRefBodySchema } from '@pfs/domain';
import { postData, type BodyOf } from '@/lib/request';

/** POST /api/rotate_iot_gw_secret — a new secret, shown once; the old one stops working at once. */
export const rotateIotGwSecret = (b: BodyOf<typeof iotGwRefBodySchema>) => postData<GatewaySecret>('/api/rotate_iot_gw_secret', b);

export const useRotateSecret = () => useMutation({ mutationFn: rotateIotGwSecret });
