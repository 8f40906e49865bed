/** Tag colours of user-log and factory-event types: failures red, sign-ins green, writes by kind. */
const COLORS: Record<string, string> = {
  login: 'success',
  login_failed: 'error',
  logout: 'default',
  password_change: 'warning',
  password_reset: 'warning',
  member_password: 'warning',
  profile_update: 'cyan',
  member_add: 'blue',
  member_update: 'blue',
  member_remove: 'magenta',
  role_save: 'purple',
  role_delete: 'magenta',
  // factory events
  member: 'blue',
  role: 'purple',
  setting: 'cyan',
  system: 'default',
};

export const logTypeColor = (type: string) => COLORS[type] ?? 'default';
