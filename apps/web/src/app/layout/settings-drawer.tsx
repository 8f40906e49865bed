import { Divider, Drawer, Flex, Radio, Switch, Typography } from 'antd';
import { feedback } from '@/lib/feedback';
import { useSettingsStore } from '@/lib/settings-store';

function Row({ label, checked, onChange, testId }: { label: string; checked: boolean; onChange: (v: boolean) => void; testId: string }) {
  return (
    <Flex justify="space-between" align="center" style={{ padding: '8px 0' }}>
      <span>{label}</span>
      <Switch checked={checked} onChange={onChange} data-testid={testId} />
    </Flex>
  );
}

/** Spec §4 settings: theme, tab bar, fixed header, sidebar logo. */
export function SettingsDrawer() {
  const s = useSettingsStore();
  return (
    <Drawer title="系统布局设置" open={s.showSettings} onClose={() => s.set({ showSettings: false })} size={300}>
      <Typography.Text strong>主题</Typography.Text>
      <div style={{ margin: '12px 0' }}>
        <Radio.Group
          value={s.theme}
          optionType="button"
          buttonStyle="solid"
          data-testid="theme-select"
          options={[
            { value: 'dark', label: '深色' },
            { value: 'white', label: '浅色' },
          ]}
          onChange={(e) => {
            s.setTheme(e.target.value);
            feedback.message.success('切换主题');
          }}
        />
      </div>
      <Divider />
      <Row label="显示标签栏" checked={s.tagsView} onChange={(v) => s.set({ tagsView: v })} testId="setting-tags-view" />
      <Row label="固定顶栏" checked={s.fixedHeader} onChange={(v) => s.set({ fixedHeader: v })} testId="setting-fixed-header" />
      <Row label="侧边栏 Logo" checked={s.sidebarLogo} onChange={(v) => s.set({ sidebarLogo: v })} testId="setting-sidebar-logo" />
    </Drawer>
  );
}
