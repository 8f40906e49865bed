import type { ScreenVariant } from '@pfs/domain/screen';

/** The public address of each template. */
export const SCREEN_PATH: Record<ScreenVariant, string> = { default: '/scdv/dft', iotexp: '/scdv/iotexp', bhcm: '/scdv/bhcm' };
export const screenUrl = (variant: ScreenVariant, fid: number) => `${SCREEN_PATH[variant]}/${fid}`;
