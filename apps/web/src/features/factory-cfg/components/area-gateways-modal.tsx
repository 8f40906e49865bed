import { useEffect, useState } from 'react';
import { Badge, Checkbox, Empty, Modal, Space, Typography } from 'antd';
import type { FacIotCfg } from '@pfs/domain/factory-cfg';
import { feedback } from '@/lib/feedback';
import { action } from '@/lib/user-action';
import { useSetFacAreaGateways } from '../api/set-fac-area-gateways';

type Area = FacIotCfg['areas'][number];

/** Picks the gateways whose sensors give an area's climate; a gateway ticked here leaves the area it had. */
export function AreaGatewaysModal({ fid, area, cfg, onClose }: { fid: number; area: Area | null; cfg: FacIotCfg; onClose: () => void }) {
  const [picked, setPicked] = useState<number[]>([]);
  const save = useSetFacAreaGateways();
  useEffect(() => setPicked(area?.gw_ids ?? []), [area]);
  const areaName = new Map(cfg.areas.map((a) => [a.area_id, a.name]));
  return (
    <Modal
      title={area ? `「${area.name}」的环境网关` : ''}
      open={!!area}
      onCancel={onClose}
      okText="保存"
      confirmLoading={save.isPending}
      onOk={action(async () => {
        const r = await save.mutateAsync({ fid, area_id: area!.area_id, gw_ids: picked });
        feedback.message.success(r.msg);
        onClose();
      })}
    >
      <Typography.Paragraph type="secondary">区域的温度、湿度、CO2 和光照取自这些网关的传感器。一个网关只属于一个区域。</Typography.Paragraph>
      {cfg.gateways.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="本工厂还没有网关" />
      ) : (
        <Checkbox.Group value={picked} onChange={(v) => setPicked(v)} style={{ width: '100%' }}>
          <Space direction="vertical" style={{ width: '100%' }}>
            {cfg.gateways.map((g) => {
              const elsewhere = g.area_id !== null && g.area_id !== area?.area_id;
              return (
                <Checkbox key={g.gw_id} value={g.gw_id}>
                  <Badge status={g.online ? 'success' : 'default'} /> {g.name} <Typography.Text type="secondary">{g.sn}</Typography.Text>
                  {elsewhere && (
                    <Typography.Text type={picked.includes(g.gw_id) ? 'warning' : 'secondary'}>
                      {' '}
                      ·{' '}
                      {picked.includes(g.gw_id) ? `将从「${areaName.get(g.area_id!) ?? '其他区域'}」移来` : `属于「${areaName.get(g.area_id!) ?? '其他区域'}」`}
                    </Typography.Text>
                  )}
                </Checkbox>
              );
            })}
          </Space>
        </Checkbox.Group>
      )}
    </Modal>
  );
}
