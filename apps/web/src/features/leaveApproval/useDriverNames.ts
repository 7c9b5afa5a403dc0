/* Drivers as the leave screens show them ("D001 Chan Tai Man"): numbers from the pick-list, names from this year's quotas. */
import { operatorToday } from '@limo/domain/rules/operator-time';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchDriverLookups, fetchQuotas } from './leaveApi';
import { driverNames } from './leaveModel';

export function useDriverNames() {
  const year = Number(operatorToday().slice(0, 4));
  const lookups = useQuery({ queryKey: ['lookups', 'drivers'], queryFn: fetchDriverLookups, staleTime: 60_000 });
  const quotas = useQuery({ queryKey: ['leaveQuota', year], queryFn: () => fetchQuotas(year) });
  return useMemo(() => {
    const map = driverNames(quotas.data, lookups.data);
    const label = (id: number) => {
      const d = map.get(id);
      return d ? [d.driverNo, d.name].filter(Boolean).join(' ') : `#${id}`;
    };
    const options = [...map.keys()]
      .map((id) => ({ id, label: label(id), no: map.get(id)?.driverNo ?? '' }))
      .sort((a, b) => a.no.localeCompare(b.no, undefined, { numeric: true }))
      .map(({ id, label }) => ({ id, label }));
    return { label, options };
  }, [quotas.data, lookups.data]);
}
