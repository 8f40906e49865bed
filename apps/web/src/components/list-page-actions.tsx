import type { ComponentProps } from 'react';
import type { z } from 'zod';
import type { AnyList } from '@pfs/domain';
import { ListExportButton } from './list-export-button';
import { CreateButton } from './list-page';

/**
 * The buttons of a settings list page: 导出 Excel of the list with the filters on screen, then the 新建 button that
 * those holding `create.codes` see.
 */
export function ExportAndCreate<D extends AnyList>({
  list,
  filter,
  create,
}: {
  list: D;
  filter: z.input<D['filter']>;
  create: ComponentProps<typeof CreateButton>;
}) {
  return (
    <>
      <ListExportButton list={list} filter={filter} />
      <CreateButton {...create} />
    </>
  );
}
