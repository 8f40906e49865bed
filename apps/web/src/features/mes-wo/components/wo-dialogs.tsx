import type { WoDialog } from '../types/wo-dialog';
import { WoAssignModal } from './wo-assign-modal';
import { WoCancelModal } from './wo-cancel-modal';
import { WoDetailDrawer } from './wo-detail-drawer';
import { WoFormDrawer } from './wo-form-drawer';
import { WoGenModal } from './wo-gen-modal';

export function WoDialogs({ fid, dialog, open, onClose }: { fid: number; dialog: WoDialog | null; open: (d: WoDialog) => void; onClose: () => void }) {
  return (
    <>
      <WoDetailDrawer fid={fid} woId={dialog?.kind === 'detail' ? dialog.woId : null} open={open} onClose={onClose} />
      <WoAssignModal fid={fid} wo={dialog?.kind === 'assign' ? dialog.wo : null} onClose={onClose} />
      <WoCancelModal fid={fid} wo={dialog?.kind === 'cancel' ? dialog.wo : null} onClose={onClose} />
      <WoGenModal fid={fid} open={dialog?.kind === 'gen'} onClose={onClose} />
      <WoFormDrawer fid={fid} open={dialog?.kind === 'new'} onClose={onClose} onSaved={(woId) => open({ kind: 'detail', woId })} />
    </>
  );
}
