import type { ResourceDef } from '@limo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { listPage } from '../api/resources';

export interface ListState {
  pagination: GridPaginationModel;
  sort: GridSortModel;
  quick: string;
  /** Field filters (?field=value); empty values are left out. */
  filters: Record<string, string>;
}

export function initialListState(def: ResourceDef): ListState {
  return { pagination: { page: 0, pageSize: 20 }, sort: [{ field: def.defaultSort[0], sort: def.defaultSort[1] }], quick: '', filters: {} };
}

/** The sort parameters of a grid sort model (the definition's default when empty). */
export function sortParams(def: ResourceDef, sort: GridSortModel): string[] {
  const list = sort.filter((s) => s.sort).map((s) => `${s.field},${s.sort}`);
  return list.length ? list : [`${def.defaultSort[0]},${def.defaultSort[1]}`];
}

/** One page of a collection, asked of the server (server-side paging, sorting and quick filter). */
export function useResourceList(def: ResourceDef, state: ListState) {
  const sort = sortParams(def, state.sort);
  const filters = Object.fromEntries(Object.entries(state.filters).filter(([, v]) => v !== ''));
  return useQuery({
    queryKey: ['list', def.name, state.pagination.page, state.pagination.pageSize, sort, state.quick, filters],
    queryFn: () => listPage(def.name, { page: state.pagination.page, size: state.pagination.pageSize, sort, q: state.quick.trim() || undefined, filters }),
    placeholderData: keepPreviousData,
  });
}
