import type { LotView, MaterialItem } from '@pfs/domain/material';
import type { Supplier } from '../api/get-material-supplier-list';
import type { KindPage } from '../utils/material-kind';
import { AdjustModal } from './adjust-modal';
import { IssueModal } from './issue-modal';
import { ItemFormModal } from './item-form-modal';
import { LotFormModal } from './lot-form-modal';
import { ReceiveModal } from './receive-modal';
import { ReturnModal } from './return-modal';
import { SupplierFormModal } from './supplier-form-modal';

/** The dialog a page has open: which one and what it was opened from. */
export type MaterialDialog =
  | { type: 'item'; item: MaterialItem | null }
  | { type: 'receive'; item: MaterialItem | null }
  | { type: 'issue'; item: MaterialItem | null; lot: LotView | null }
  | { type: 'adjust' | 'return' | 'lot'; lot: LotView }
  | { type: 'supplier'; supplier: Supplier | null };
export type OpenDialog = (d: MaterialDialog) => void;

/** Every dialog of a material page; one is open at a time. */
export function MaterialDialogs({ fid, page, dialog, onClose }: { fid: number; page: KindPage; dialog: MaterialDialog | null; onClose: () => void }) {
  const is = <T extends MaterialDialog['type']>(t: T) => (dialog?.type === t ? (dialog as Extract<MaterialDialog, { type: T }>) : null);
  const lotOf = (t: 'adjust' | 'return' | 'lot') => (dialog?.type === t ? dialog.lot : null);
  return (
    <>
      <ItemFormModal fid={fid} page={page} open={!!is('item')} item={is('item')?.item ?? null} onClose={onClose} />
      <ReceiveModal fid={fid} page={page} open={!!is('receive')} item={is('receive')?.item ?? null} onClose={onClose} />
      <IssueModal fid={fid} page={page} open={!!is('issue')} item={is('issue')?.item ?? null} lot={is('issue')?.lot ?? null} onClose={onClose} />
      <AdjustModal fid={fid} kind={page.kind} open={!!lotOf('adjust')} lot={lotOf('adjust')} onClose={onClose} />
      <ReturnModal fid={fid} kind={page.kind} open={!!lotOf('return')} lot={lotOf('return')} onClose={onClose} />
      <LotFormModal fid={fid} kind={page.kind} open={!!lotOf('lot')} lot={lotOf('lot')} onClose={onClose} />
      <SupplierFormModal fid={fid} kind={page.kind} open={!!is('supplier')} supplier={is('supplier')?.supplier ?? null} onClose={onClose} />
    </>
  );
}
