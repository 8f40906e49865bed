import { checkResetToken as checkResetTokenCall, resetPassword as resetPasswordCall, sendResetPassword as sendResetPasswordCall } from '@pfs/domain/auth';
import { callApi, callWithMsg } from '@/lib/call-api';

export const sendResetPassword = (uniNo: string) => callWithMsg(sendResetPasswordCall, { uni_no: uniNo.trim() });
export const checkResetToken = (resetToken: string) => callApi(checkResetTokenCall, { reset_token: resetToken }, { silent: true });
export const resetPassword = (resetToken: string, password: string) => callWithMsg(resetPasswordCall, { reset_token: resetToken, password });
