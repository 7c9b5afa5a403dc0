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
    // The pickers show and search the number and both names (issue 30 part 2).
    const options = [...map.entries()]
      .map(([id, d]) => ({ id, label: label(id), driverNo: d.driverNo, en: d.name, zh: d.nameZh }))
      .sort((a, b) => a.driverNo.localeCompare(b.driverNo, undefined, { numeric: true }));
    return { label, options };
  }, [quotas.data, lookups.data]);
}
