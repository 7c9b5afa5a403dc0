import { useQuery } from '@tanstack/react-query';
import type { HalRecord } from '../../api/hal';
import { api } from '../../api/http';
import { childList, createOne, deleteOne, getOne, listAll, patchOne } from '../../api/resources';
import { difference } from './assignments';

export interface ModuleFields {
  moduleCode: string;
  moduleDesc: string;
  recordStatus: string | null;
}

export interface ModuleData {
  module: HalRecord | null;
  etag: string | null;
  userGroups: HalRecord[];
  staffs: HalRecord[];
  assignedGroups: number[];
  assignedStaffs: number[];
}

async function loadModuleData(id: number | null): Promise<ModuleData> {
  const [one, userGroups, staffs, groups, staff] = await Promise.all([
    id ? getOne('modules', id) : Promise.resolve(null),
    listAll('userGroups', { recordStatus: 'A' }, ['userGroup,asc']),
    listAll('staffs', { recordStatus: 'A' }, ['staffCode,asc']),
    id ? childList('modules', id, 'userGroups') : Promise.resolve([]),
    id ? childList('modules', id, 'staffs') : Promise.resolve([]),
  ]);
  return {
    module: one?.record ?? null,
    etag: one?.etag ?? null,
    userGroups,
    staffs,
    assignedGroups: groups.map((g) => g.id),
    assignedStaffs: staff.map((s) => s.id),
  };
}

export function useModuleData(id: number | null, enabled: boolean) {
  return useQuery({ queryKey: ['moduleSecurity', id], queryFn: () => loadModuleData(id), enabled, gcTime: 0, staleTime: 0 });
}

export interface SaveInput {
  id: number | null;
  etag: string | null;
  fields: ModuleFields;
  originalGroups: ReadonlySet<number>;
  groups: ReadonlySet<number>;
  originalStaffs: ReadonlySet<number>;
  staffs: ReadonlySet<number>;
}

/**
 * Saving (spec section 7): PATCH the module when it exists, else POST it and take the new id;
 * then the module-security update with the add and remove lists.
 */
export async function saveModule(input: SaveInput): Promise<HalRecord> {
  const body = { moduleCode: input.fields.moduleCode, moduleDesc: input.fields.moduleDesc, recordStatus: input.fields.recordStatus };
  const module = input.id ? await patchOne('modules', input.id, body, input.etag) : await createOne('modules', body);
  const g = difference(input.originalGroups, input.groups);
  const s = difference(input.originalStaffs, input.staffs);
  await api('/api/updateModuleSecurity', {
    method: 'POST',
    transform: false,
    body: { moduleId: module.id, userGroups: g.add, staffs: s.add, removeUserGroups: g.remove, removeStaffs: s.remove },
  });
  return module;
}

/** The delete action of the dialog (no button shows it, as the spec says). */
export function deleteModule(id: number): Promise<void> {
  return deleteOne('modules', id);
}
