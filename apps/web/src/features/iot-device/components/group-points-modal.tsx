import { useEffect, useMemo, useState } from 'react';
import { Modal, Transfer } from 'antd';
import { POINT_KIND_LABELS } from '@pfs/domain/iot-device';
import { feedback } from '@/lib/feedback';
import { useIotDevList } from '../api/get-iot-dev-list';
import type { DeviceGroup } from '../api/get-iot-devgrp-list';
import { useSetIotDevgrpPoints } from '../api/set-iot-devgrp-points';
import { action } from '@/lib/user-action';

/** Chooses the devices of a group: those of its area (or all), plus any already in it. */
export function GroupPointsModal({ fid, group, onClose }: { fid: number; group: DeviceGroup | null; onClose: () => void }) {
  const candidates = useIotDevList(group ? { fid, page: 1, size: 200, area_id: group.area_id ?? undefined } : undefined);
  const members = useIotDevList(group ? { fid, page: 1, size: 200, grp_id: group.grp_id } : undefined);
  const setPoints = useSetIotDevgrpPoints();
  const [target, setTarget] = useState<number[]>([]);
  useEffect(() => setTarget((members.data?.items ?? []).map((d) => d.point_id)), [members.data]);
  const data = useMemo(() => {
    const all = new Map([...(candidates.data?.items ?? []), ...(members.data?.items ?? [])].map((d) => [d.point_id, d]));
    return [...all.values()].map((d) => ({
      key: d.point_id,
      title: `${d.name}（${POINT_KIND_LABELS[d.kind]} · ${d.gw_name}）${d.grp_id && d.grp_id !== group?.grp_id ? ` · 现属 ${d.grp_name}` : ''}`,
    }));
  }, [candidates.data, members.data, group]);
  return (
    <Modal
      title={group ? `分组设备：${group.name}${group.area_name ? `（${group.area_name}）` : ''}` : ''}
      open={!!group}
      width={760}
      onCancel={onClose}
      confirmLoading={setPoints.isPending}
      destroyOnHidden
      onOk={action(async () => {
        try {
          feedback.message.success((await setPoints.mutateAsync({ fid, grp_id: group!.grp_id, point_ids: target })).msg);
          onClose();
        } catch {
          /* shown by the wrapper */
        }
      })}
    >
      <Transfer
        dataSource={data}
        targetKeys={target}
        onChange={(keys) => setTarget(keys.map(Number))}
        render={(i) => i.title}
        titles={['可选设备', '本组设备']}
        showSearch
        filterOption={(input, i) => i.title.includes(input)}
        listStyle={{ width: 330, height: 380 }}
        locale={{ itemUnit: '个', itemsUnit: '个', searchPlaceholder: '搜索名称', notFoundContent: '没有设备' }}
      />
    </Modal>
  );
}
