import type { ReactNode } from 'react';
import { dash } from '@/components/list-page';

/** An empty cell as the material pages show it: a grey dash. */
export const orDash = (v: ReactNode) => (v === null || v === undefined || v === '' ? dash : v);
