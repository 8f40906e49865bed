import { Result } from 'antd';
import { QrcodeOutlined } from '@ant-design/icons';
import { useParams } from 'react-router';

/** Order trace (订单溯源) for visitors scanning a box's QR code; contents come with the trace release. */
export default function TracePage() {
  const { tid } = useParams();
  return (
    <div style={{ maxWidth: 480, margin: '0 auto', padding: 24 }}>
      <Result icon={<QrcodeOutlined style={{ color: '#1f8f4e' }} />} title="订单溯源" subTitle={`溯源码 ${tid ?? ''} 的种植与流转信息将在后续版本提供。`} />
    </div>
  );
}
