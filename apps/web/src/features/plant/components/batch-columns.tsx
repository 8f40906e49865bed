import { Flex, Typography } from 'antd';
import type { ColumnOverrides } from '@/components/list-columns';
import { specName } from '../utils/cycle-chart-option';
import { BatchLink } from './batch-link';

type BatchRow = { batch_id: number; batch_no: string; crop: string; variety: string };

/**
 * The batch columns of planting's lists as the pages show them: 批次号 opens the batch, 作物 and 品种 share one
 * column 作物 / 品种 (the file keeps them apart).
 */
export const batchOverrides = <R extends BatchRow>(spec: { responsive?: ['md'] | ['lg']; width?: number; ver?: (r: R) => number } = {}): ColumnOverrides<R> => ({
  batch_no: { width: undefined, render: (no: string, r: R) => <BatchLink id={r.batch_id} no={no} /> },
  crop: {
    title: '作物 / 品种',
    width: spec.width,
    responsive: spec.responsive ?? ['md'],
    render: (_v: unknown, r: R) => (spec.ver ? `${specName(r)} · 第 ${spec.ver(r)} 版` : specName(r)),
  },
  variety: false,
});

/** 批次号 with 作物 / 品种 beneath it (narrow lists that have no column of their own for the spec). */
export const batchWithSpecOverrides = <R extends BatchRow>(): ColumnOverrides<R> => ({
  batch_no: {
    width: undefined,
    render: (no: string, r: R) => (
      <Flex vertical>
        <BatchLink id={r.batch_id} no={no} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {specName(r)}
        </Typography.Text>
      </Flex>
    ),
  },
  crop: false,
  variety: false,
});
