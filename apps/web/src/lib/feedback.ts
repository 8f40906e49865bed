import { message as staticMessage, Modal as StaticModal } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { ModalFuncProps } from 'antd';
import type { ModalStaticFunctions } from 'antd/es/modal/confirm';

/**
 * Toasts and dialogs usable outside React (the request wrapper). The shell binds the themed instances
 * from antd's <App> context; before that, the static ones serve.
 */
export const feedback: { message: MessageInstance; modal: Omit<ModalStaticFunctions, 'warn'> } = {
  message: staticMessage,
  modal: StaticModal,
};

/** Asks with a confirm dialog and waits for the answer: true when the user goes ahead, false when they go back. */
export const confirmed = (dialog: Omit<ModalFuncProps, 'onOk' | 'onCancel'>) =>
  new Promise<boolean>((resolve) => {
    feedback.modal.confirm({ ...dialog, onOk: () => resolve(true), onCancel: () => resolve(false) });
  });
