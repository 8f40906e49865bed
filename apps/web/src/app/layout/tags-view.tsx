import { useState } from 'react';
import { Dropdown, Flex, Tag, theme } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { tabUrl, useTabsStore, type TabView } from '@/lib/tabs-store';
import { pageKey } from '@/lib/view-params/view-params';
import { HOME_PATH } from '../route-table';

/** Spec §2 tab bar: visited pages, home pinned, close by middle-click or the icon, right-click menu. */
export function TagsView() {
  const { token } = theme.useToken();
  const { pathname, search } = useLocation();
  const activeKey = pageKey(pathname, search);
  const navigate = useNavigate();
  const { views, close, closeOthers, closeAll, refresh } = useTabsStore();
  const [menuFor, setMenuFor] = useState<TabView | null>(null);

  const goAfterClose = (remaining: TabView[]) => {
    const last = remaining[remaining.length - 1];
    void navigate(last ? tabUrl(last) : HOME_PATH);
  };
  const closeTab = (v: TabView) => {
    if (v.affix) return;
    close(v.key);
    if (v.key === activeKey) goAfterClose(useTabsStore.getState().views);
  };

  const menuItems = [
    { key: 'refresh', label: '刷新' },
    { key: 'close', label: '关闭', disabled: !!menuFor?.affix },
    { key: 'others', label: '关闭其他' },
    { key: 'all', label: '关闭所有' },
  ];
  const onMenu = (key: string) => {
    const v = menuFor;
    if (!v) return;
    if (key === 'refresh') {
      refresh(v.key);
      void navigate(tabUrl(v));
    } else if (key === 'close') closeTab(v);
    else if (key === 'others') {
      closeOthers(v.key);
      void navigate(tabUrl(v));
    } else if (key === 'all') {
      closeAll();
      void navigate(HOME_PATH);
    }
    setMenuFor(null);
  };

  return (
    <Flex
      className="pfs-tags"
      data-testid="tags-view"
      align="center"
      style={{ minHeight: 34, padding: '0 8px', overflowX: 'auto', background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      {views.map((v) => (
        <Dropdown key={v.key} trigger={['contextMenu']} menu={{ items: menuItems, onClick: ({ key }) => onMenu(key) }} onOpenChange={(open) => open && setMenuFor(v)}>
          <Tag
            data-testid="tag"
            color={v.key === activeKey ? 'blue' : undefined}
            closable={!v.affix}
            onClose={(e) => {
              e.preventDefault();
              closeTab(v);
            }}
            onClick={() => void navigate(tabUrl(v))}
            onMouseUp={(e) => {
              // Spec: tabs close by (middle) mouse release.
              if (e.button === 1) closeTab(v);
            }}
          >
            {v.title}
          </Tag>
        </Dropdown>
      ))}
    </Flex>
  );
}
