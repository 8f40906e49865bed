import { feedback } from '@/lib/feedback';
import { useAuthStore } from '@/lib/auth-store';
import { useTabsStore } from '@/lib/tabs-store';

/**
 * Spec §4 factory switch: choose the factory, show 切换到工厂：{name}, go to /, close all tabs and reload
 * (the reload reloads roles and regenerates the routes).
 */
export function switchFactory(fid: number) {
  const store = useAuthStore.getState();
  const role = store.facRoles.find((r) => r.fac.fid === fid);
  if (!role) return;
  store.setCrtFacRole(fid);
  useTabsStore.getState().closeAll();
  feedback.message.success(`切换到工厂：${role.fac.fac_name}`);
  setTimeout(() => {
    window.location.href = '/';
  }, 600);
}
