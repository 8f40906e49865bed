import { useMutation } from '@tanstack/react-query';
import { type CallBody } from '@pfs/domain';
import { rotateIotGwSecret } from '@pfs/domain/iot-gateway';
import { callApi } from '@/lib/call-api';

/** A new secret, shown once; the old one stops working at once. */
export const useRotateSecret = () => useMutation({ mutationFn: (b: CallBody<typeof rotateIotGwSecret>) => callApi(rotateIotGwSecret, b) });
