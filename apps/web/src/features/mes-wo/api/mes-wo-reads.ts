import { getMesBoard, getMesHome, getMesLabourList, getMesMyWo, getMesWo, getMesWoList } from '@pfs/domain/mes';
import { invalidateCalls } from '@/lib/call-api';
import type { QueryClient } from '@tanstack/react-query';

/** Every read a work-order write may change: the list, the board, my orders, labour, the order and the home card. */
export const refreshMesWo = (qc: QueryClient) => invalidateCalls(qc, getMesWoList, getMesBoard, getMesMyWo, getMesLabourList, getMesWo, getMesHome);
