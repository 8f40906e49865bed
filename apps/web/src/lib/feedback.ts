import { message as staticMessage, Modal as StaticModal } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { ModalStaticFunctions } from 'antd/es/modal/confirm';

/**
 * Toasts and dialogs usable outside React (the request wrapper). The shell binds the themed instances
 * from antd's <App> context; before that, the static ones serve.
 */
export const feedback: { message: MessageInstance; modal: Omit<ModalStaticFunctions, 'warn'> } = {
  message: staticMessage,
  modal: StaticModal,
};
