import { LIST_EXPORT_MAX_ROWS, type ListColumn, type ListExportFile } from '@pfs/domain';
import { materialListOfKind } from '@pfs/domain/material';
import { type MaterialKind } from '@pfs/domain/plant';
import type { ListExportService } from '../list-export/index.js';

/** One more row than an export may hold, so an over-long list is refused instead of cut short. */
const ALL = { page: 1, size: LIST_EXPORT_MAX_ROWS + 1 };

/**
 * The Excel file of a material list of one kind (its definition in @pfs/domain): every row its list call selects
 * with the same filters, under the kind's title and columns (种子物料 with 作物, 品种, 发芽率).
 */
export class MaterialExportService {
  constructor(private readonly files: ListExportService) {}

  async write<R>(
    def: { title: string; columns: readonly ListColumn<R>[] },
    { fid, kind }: { fid: number; kind: MaterialKind },
    uid: number,
    read: (page: typeof ALL) => Promise<{ items: readonly R[] }>,
  ): Promise<ListExportFile> {
    const { items } = await read(ALL);
    return this.files.writeList(materialListOfKind(def, kind), fid, uid, items);
  }
}
