import { useEffect } from 'react';
import { Badge, Button, Tooltip } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useCurrentFid } from '@/lib/auth-store';
import { ALARM_CLOSED_EVENT } from '@/lib/events';
import { useAlarmBadgeCount } from '../api/get-alarm-badge';

/** Spec §6: the top bar's dot shows when the count of valid alarms is above 0; 'some alarm closed' refreshes it at once. */
export function AlarmBadge() {
  const fid = useCurrentFid();
  const navigate = useNavigate();
  const q = useAlarmBadgeCount(fid);
  const { refetch } = q;
  useEffect(() => {
    const onClosed = () => void refetch();
    window.addEventListener(ALARM_CLOSED_EVENT, onClosed);
    return () => window.removeEventListener(ALARM_CLOSED_EVENT, onClosed);
  }, [refetch]);
  const count = q.data?.total_ct ?? 0;
  return (
    <Tooltip title={count > 0 ? `有 ${count} 条未关闭的告警` : '暂无告警'}>
      <Button type="text" aria-label="告警" onClick={() => void navigate('/alarm/index')} icon={<Badge dot={count > 0}><BellOutlined style={{ fontSize: 16 }} /></Badge>} />
    </Tooltip>
  );
}
