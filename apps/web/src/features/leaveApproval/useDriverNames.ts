/* Drivers as the leave screens show them ("D001 Chan Tai Man", "D001 陳大文" in zh-HK): from the pick-list and this year's quotas. */
import { languageOf, nameIn } from '@limo/domain/i18n/serverMessages';
import { operatorToday } from '@limo/domain/rules/operator-time';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchDriverLookups, fetchQuotas } from './leaveApi';
import { driverNames } from './leaveModel';

export function useDriverNames() {
  const { language } = useTranslation().i18n;
  const year = Number(operatorToday().slice(0, 4));
  const lookups = useQuery({ queryKey: ['lookups', 'drivers'], queryFn: fetchDriverLookups, staleTime: 60_000 });
  const quotas = useQuery({ queryKey: ['leaveQuota', year], queryFn: () => fetchQuotas(year) });
  return useMemo(() => {
    const map = driverNames(quotas.data, lookups.data);
    const lang = languageOf(language);
    // The name of the reader's language (issue 30 part 2): the Chinese one in zh-HK when there is one.
    const label = (id: number) => {
      const d = map.get(id);
      return d ? [d.driverNo, nameIn(lang, { en: d.name, zh: d.nameZh })].filter(Boolean).join(' ') : `#${id}`;
    };
    // The pickers show and search the number and both names (issue 30 part 2).
    const options = [...map.entries()]
      .map(([id, d]) => ({ id, label: label(id), driverNo: d.driverNo, en: d.name, zh: d.nameZh }))
      .sort((a, b) => a.driverNo.localeCompare(b.driverNo, undefined, { numeric: true }));
    return { label, options };
  }, [quotas.data, lookups.data, language]);
}
