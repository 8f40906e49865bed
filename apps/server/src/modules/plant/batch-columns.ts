import type { ListColumn } from '../list-export/list-export.service.js';

/** The Excel columns the planting lists share, so a batch and a place read the same in every export. */

export type Batchy = { batch_no: string; crop: string; variety: string };
/** Which batch a row is about: its number and what grows in it. */
export const batchCols = <R extends Batchy>(): ListColumn<R>[] => [
  { header: '批次号', value: (r) => r.batch_no, width: 16 },
  { header: '作物', value: (r) => r.crop },
  { header: '品种', value: (r) => r.variety, width: 16 },
];

type Placed = { area_name: string; dishes: number; plants: number };
/** Where a batch stands (or sowing, a loss, a harvest happened), and how many dishes and plants that is. */
export const placeCols = <R extends Placed>(): ListColumn<R>[] => [
  { header: '区域', value: (r) => r.area_name },
  { header: '盘数', value: (r) => r.dishes },
  { header: '株数', value: (r) => r.plants },
];
