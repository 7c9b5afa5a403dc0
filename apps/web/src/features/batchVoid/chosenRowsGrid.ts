/** The DataGrid props both preview tables share (batch void, recalculation): rows chosen by check box, toolbar, paging. */
import type { DataGridProps, GridRowSelectionModel, GridValidRowModel } from '@mui/x-data-grid';
import { zhHK } from '@mui/x-data-grid/locales';
import { isChinese } from '../../i18n';

export function chosenRowsProps<R extends GridValidRowModel>(opts: {
  rows: readonly R[];
  idOf: (row: R) => number;
  selected: readonly number[];
  /** The ids that may stay chosen (the rows that can be chosen). */
  keep: (ids: number[]) => number[];
  onSelect: (ids: number[]) => void;
  lng: string;
}): Partial<DataGridProps<R>> {
  const { rows, idOf, selected, keep, onSelect, lng } = opts;
  const model: GridRowSelectionModel = { type: 'include', ids: new Set(selected) };
  return {
    getRowId: idOf,
    checkboxSelection: true,
    rowSelectionModel: model,
    onRowSelectionModelChange: (next) => {
      // "Select all" may answer as every row except some: turned back into the ids it means.
      const ids = next.type === 'include' ? [...next.ids] : rows.map(idOf).filter((id) => !next.ids.has(id));
      onSelect(keep(ids as number[]));
    },
    disableRowSelectionOnClick: true,
    showToolbar: true,
    pageSizeOptions: [25, 100],
    density: 'compact',
    localeText: isChinese(lng) ? zhHK.components.MuiDataGrid.defaultProps.localeText : undefined,
  };
}
