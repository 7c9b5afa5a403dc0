import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FieldDef, RESOURCES, type ReportDef, type ReportFilter } from '@limo/domain';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/SessionContext';
import { labelText } from '../../resources/labels';
import { byTypedText, lookupOptionText, mayLookUp, useLookup } from '../../resources/lookups';
import { DatePickerField } from '../../widgets/DatePickerField';
import type { Problem, ReportDraft } from './reportModel';

interface Props {
  def: ReportDef;
  value: ReportDraft;
  onChange: (next: ReportDraft) => void;
  onShow: () => void;
  /** The draft's problem, shown under its field once Show was pressed. */
  problem: Problem | null;
  busy?: boolean;
}

const DEFS = Object.values(RESOURCES);

/** A record of a collection picked by its code from the lookups; not offered to a user who may read no such list. */
function ReferenceFilter({ filter, value, onChange }: { filter: ReportFilter; value: string; onChange: (v: string, label: string) => void }) {
  const { t, i18n } = useTranslation();
  const rights = useSession().user?.rights ?? [];
  const resource = filter.resource ?? '';
  const allowed = mayLookUp(resource, rights, DEFS);
  // useLookup reads a field's reference only: the filter's collection and display column.
  const lookup = useLookup(allowed ? ({ ref: { resource, display: filter.display ?? 'id' } } as FieldDef) : undefined);
  if (!allowed || lookup.failed) return null;
  const options = [...lookup.options].sort((a, b) => a.label.localeCompare(b.label, undefined, { numeric: true }));
  const chosen = value ? (options.find((o) => String(o.id) === value) ?? { id: Number(value), label: value }) : null;
  return (
    <Autocomplete
      size="small"
      options={options}
      loading={lookup.loading}
      value={chosen}
      autoHighlight
      openOnFocus
      getOptionLabel={(o) => o.label}
      filterOptions={(os, state) => byTypedText(os, state.inputValue)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, o) => onChange(o ? String(o.id) : '', o?.label ?? '')}
      renderOption={(props, o) => (
        <li {...props} key={o.id}>
          {lookupOptionText(o, i18n.language)}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={labelText(filter.label, i18n.language)} placeholder={t('reports.all')} />}
      sx={{ width: 170 }}
    />
  );
}

function OptionFilter({ filter, value, onChange }: { filter: ReportFilter; value: string; onChange: (v: string) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={labelText(filter.label, i18n.language)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ width: 150 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">
        <em>{t('reports.all')}</em>
      </MenuItem>
      {(filter.options ?? []).map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {labelText(o.label, i18n.language)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The period of the report's kind (two dates, one date or a year), its filters and Show. Show and
 * Enter in any field show the report; a problem is named under its field.
 */
export function ReportFilterBar({ def, value, onChange, onShow, problem, busy }: Props) {
  const { t, i18n } = useTranslation();
  const set = (patch: Partial<ReportDraft>) => onChange({ ...value, ...patch });
  const setFilter = (name: string, v: string, label = v) =>
    onChange({ ...value, filters: { ...value.filters, [name]: v }, labels: { ...value.labels, [name]: label } });
  const message = (field: string) => {
    if (problem?.field !== field) return undefined;
    const filter = def.filters.find((f) => f.name === field);
    return t(problem.key, { ...problem.values, field: filter ? labelText(filter.label, i18n.language) : '' });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onShow();
  };
  const date = (field: 'dateFrom' | 'dateTo', label: string) => (
    <Box sx={{ width: 170 }}>
      <DatePickerField
        label={label}
        name={field}
        value={value[field]}
        onChange={(d) => set({ [field]: d })}
        error={Boolean(message(field))}
        helperText={message(field)}
      />
    </Box>
  );
  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-label={t('reports.show')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 1 }}
      className="no-print"
    >
      {def.period === 'range' && (
        <>
          {date('dateFrom', t('reports.dateFrom'))}
          {date('dateTo', t('reports.dateTo'))}
        </>
      )}
      {def.period === 'date' && date('dateFrom', t('reports.date'))}
      {def.period === 'year' && (
        <TextField
          size="small"
          label={t('reports.year')}
          name="year"
          value={value.year}
          onChange={(e) => set({ year: e.target.value.replace(/\D/g, '').slice(0, 4) })}
          error={Boolean(message('year'))}
          helperText={message('year')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          sx={{ width: 100 }}
        />
      )}
      {def.filters.map((f) => {
        const v = value.filters[f.name] ?? '';
        if (f.kind === 'reference') return <ReferenceFilter key={f.name} filter={f} value={v} onChange={(x, l) => setFilter(f.name, x, l)} />;
        if (f.kind === 'option') return <OptionFilter key={f.name} filter={f} value={v} onChange={(x) => setFilter(f.name, x)} />;
        return (
          <TextField
            key={f.name}
            size="small"
            label={labelText(f.label, i18n.language)}
            value={v}
            onChange={(e) => setFilter(f.name, e.target.value.replace(/\D/g, '').slice(0, 4))}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
            sx={{ width: 100 }}
          />
        );
      })}
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={busy} sx={{ mt: 0.25 }}>
        {t('reports.show')}
      </Button>
    </Box>
  );
}
