import { post, postData } from '@/lib/request';

export const sendResetPassword = (uniNo: string) => post<{ msg: string }>('/api/send_reset_password', { uni_no: uniNo.trim() });
export const checkResetToken = (resetToken: string) => postData<{ uni_no: string }>('/api/check_reset_token', { reset_token: resetToken }, { silent: true });
export const resetPassword = (resetToken: string, password: string) => post<{ msg: string }>('/api/reset_password', { reset_token: resetToken, password });
