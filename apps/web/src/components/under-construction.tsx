import { Empty, Typography } from 'antd';
import { ToolOutlined } from '@ant-design/icons';

/** The honest state of a page that a later release builds. */
export default function UnderConstruction({ title, path }: { title: string; path: string }) {
  return (
    <div className="pfs-page">
      <Empty
        image={<ToolOutlined style={{ fontSize: 64, color: '#409eff' }} />}
        styles={{ image: { height: 80 } }}
        description={
          <>
            <Typography.Title level={4} style={{ marginBottom: 8 }}>
              「{title}」建设中
            </Typography.Title>
            <Typography.Text type="secondary">
              该页面（{path}）将在后续版本提供，目前还没有可显示的数据。
            </Typography.Text>
          </>
        }
        style={{ padding: '72px 0' }}
      />
    </div>
  );
}
