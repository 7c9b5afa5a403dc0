import type { ResourceDef } from '@limo/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/errors';
import type { HalRecord } from '../api/hal';
import { createOne, deleteOne, patchOne } from '../api/resources';
import type { FormValues } from './formValues';

/** Marks the fields the server named in invalidValues, with its message when the lists line up. */
export function markServerErrors(def: ResourceDef, err: unknown, setError: UseFormSetError<FormValues>): void {
  if (!(err instanceof ApiError) || err.status !== 400) return;
  const names = new Set(def.fields.map((f) => f.name));
  const aligned = err.errors.length === err.invalidValues.length;
  err.invalidValues.forEach((v, i) => {
    if (names.has(v.field)) setError(v.field, { type: 'server', message: aligned ? err.errors[i] : 'is not valid' });
  });
}

/** Create, patch and delete of one record, refreshing the lists that show it. */
export function useRecordSave(def: ResourceDef) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['list', def.name] });
    await queryClient.invalidateQueries({ queryKey: ['children'] });
    await queryClient.invalidateQueries({ queryKey: ['lookup', def.name] });
  };
  return {
    async save(id: number | null, values: FormValues, etag: string | null): Promise<HalRecord> {
      const saved = id === null ? await createOne(def.name, values) : await patchOne(def.name, id, values, etag);
      await refresh();
      queryClient.removeQueries({ queryKey: ['record', def.name, saved.id ?? id] });
      return saved;
    },
    async remove(id: number): Promise<void> {
      await deleteOne(def.name, id);
      await refresh();
    },
  };
}
