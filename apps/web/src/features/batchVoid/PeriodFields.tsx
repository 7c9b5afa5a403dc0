import Box from '@mui/material/Box';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateEntryField } from '../../widgets/DateEntryField';
import { filterProblems } from './batchVoidModel';

type Period = { dateFrom: string | null; dateTo: string | null };

/**
 * A filter form with a period (batch void, recalculation): its values, their problems once a
 * preview was asked, and the submit. A date typed and not yet left is read first (the date field
 * reads its entry when it loses focus), so Enter never previews the old one.
 */
export function usePeriodForm<F extends Period>(initial: F, onSubmit: (filter: F) => void) {
  const [filter, setFilter] = useState(initial);
  const [tried, setTried] = useState(false);
  const latest = useRef(initial);
  const set = <K extends keyof F>(key: K, value: F[K]) => {
    latest.current = { ...latest.current, [key]: value };
    setFilter(latest.current);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    active?.blur();
    setTried(true);
    if (Object.keys(filterProblems(latest.current)).length === 0) onSubmit(latest.current);
    active?.focus();
  };
  return { filter, set, submit, problems: tried ? filterProblems(filter) : {} };
}

/** The period's two date fields, with their problems. */
export function PeriodFields({
  value,
  problems,
  onChange,
}: {
  value: Period;
  problems: Partial<Record<keyof Period, string>>;
  onChange: (key: keyof Period, v: string | null) => void;
}) {
  const { t } = useTranslation();
  return (['dateFrom', 'dateTo'] as const).map((key) => (
    <Box key={key} sx={{ width: 150 }}>
      <DateEntryField
        label={t(`ops.${key}`)}
        name={key}
        value={value[key]}
        onChange={(v) => onChange(key, v)}
        error={Boolean(problems[key])}
        helperText={problems[key] ? t(problems[key]) : undefined}
      />
    </Box>
  ));
}
