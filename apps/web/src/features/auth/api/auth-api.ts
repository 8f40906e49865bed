import type { ResetTokenInfo } from '@pfs/domain';
import { post, postData, type OkReply } from '@/lib/request';

export const sendResetPassword = (uniNo: string) => post<OkReply>('/api/send_reset_password', { uni_no: uniNo.trim() });
export const checkResetToken = (resetToken: string) => postData<ResetTokenInfo>('/api/check_reset_token', { reset_token: resetToken }, { silent: true });
export const resetPassword = (resetToken: string, password: string) => post<OkReply>('/api/reset_password', { reset_token: resetToken, password });
