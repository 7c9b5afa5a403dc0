import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { SERVICE_TYPES } from '@limo/domain';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { FieldEditor } from '../../resources/FieldEditor';
import { fieldLabel, optionText } from '../../resources/labels';
import type { LookupOption } from '../../resources/lookups';
import { upsertRate } from './allowanceRateApi';
import type { RateRow } from './allowanceRateModel';
import { EDIT_FIELDS, editValues, rateField, upsertBody } from './rateEdit';
import { serverFieldErrors } from './serverErrors';

interface Props {
  /** The row edited; null for a new row. */
  row: RateRow | null;
  position: number;
  versionId: number;
  locations: LookupOption[];
  vehicleTypes: LookupOption[];
  onSaved: (saved: RateRow) => void;
  onCancel: () => void;
  /** A message for the whole row (not a cell's): shown above the table. */
  onError: (message: string | null) => void;
}

interface Choice {
  value: string;
  label: string;
}

/** A choice of "Any" (null) or one of the options, in a table cell. */
function ChoiceCell({
  ariaLabel,
  value,
  options,
  any,
  error,
  disabled,
  onChange,
}: {
  ariaLabel: string;
  value: unknown;
  options: Choice[];
  any: string;
  error?: string;
  disabled: boolean;
  onChange: (v: unknown) => void;
}) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error}
      disabled={disabled}
      slotProps={{ select: { inputProps: { 'aria-label': ariaLabel } } }}
    >
      <MenuItem value="">
        <em>{any}</em>
      </MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

const choices = (options: LookupOption[]): Choice[] => options.map((o) => ({ value: String(o.id), label: o.label }));

/**
 * A rate row in edit mode: every condition a cell, Enter (or the tick) saves it with
 * upsertAllowanceRate, Esc (or the cross) leaves it unchanged. A 400's messages go on their cells.
 */
export function RateRowEditor({ row, position, versionId, locations, vehicleTypes, onSaved, onCancel, onError }: Props) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const [values, setValues] = useState(() => editValues(row));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const tr = useRef<HTMLTableRowElement>(null);
  const any = t('allowanceRate.any');

  // The cursor goes to the first cell when the row opens for editing.
  useEffect(() => {
    tr.current?.querySelector<HTMLElement>('[role="combobox"], input')?.focus();
  }, []);

  const set = (name: string) => (v: unknown) => {
    setValues((all) => ({ ...all, [name]: v }));
    setErrors((all) => (all[name] ? { ...all, [name]: '' } : all));
  };

  const save = async () => {
    if (saving) return;
    onError(null);
    const checked = upsertBody(values, versionId, row);
    if ('errors' in checked) return setErrors(checked.errors);
    setSaving(true);
    try {
      onSaved(await upsertRate(checked.body));
    } catch (err) {
      const byField = serverFieldErrors(err, t('allowanceRate.notValid'));
      setErrors(byField);
      // Messages the cells cannot show (a 409, a field of no cell) go above the table.
      if (!Object.keys(byField).some((f) => (EDIT_FIELDS as readonly string[]).includes(f))) onError(formatError(err));
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTableRowElement>) => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    const target = e.target as HTMLElement;
    if (target.getAttribute('aria-expanded') === 'true' || target.closest('[role="listbox"], [role="dialog"]')) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      onCancel();
    } else if (e.key === 'Enter' && target.tagName !== 'BUTTON') {
      e.preventDefault();
      void save();
    }
  };

  const name = (field: string) => `${fieldLabel(rateField(field), lng)}, ${t('allowanceRate.rowN', { n: position })}`;
  const cell = (field: (typeof EDIT_FIELDS)[number]) => ({
    value: values[field],
    onChange: set(field),
    error: errors[field] || undefined,
    ariaLabel: name(field),
    disabled: saving,
  });
  const services = SERVICE_TYPES.map((s) => ({ value: s, label: optionText(rateField('serviceType'), s, lng) }));

  return (
    <TableRow ref={tr} data-testid="rate-row-editing" onKeyDown={onKeyDown} sx={{ bgcolor: 'action.selected', '& td': { verticalAlign: 'top' } }}>
      <TableCell />
      <TableCell sx={{ pt: 1.5, color: 'text.secondary' }}>{position}</TableCell>
      <TableCell>
        <ChoiceCell any={any} options={choices(locations)} {...cell('allowanceLocationId')} />
      </TableCell>
      <TableCell>
        <ChoiceCell any={any} options={choices(vehicleTypes)} {...cell('allowanceVehicleTypeId')} />
      </TableCell>
      <TableCell>
        <ChoiceCell any={any} options={services} {...cell('serviceType')} />
      </TableCell>
      {(['fromTime', 'toTime', 'amount', 'remarks'] as const).map((f) => (
        <TableCell key={f}>
          <FieldEditor compact field={rateField(f)} {...cell(f)} />
        </TableCell>
      ))}
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <IconButton size="small" color="primary" aria-label={t('allowanceRate.saveRow', { n: position })} onClick={() => void save()} disabled={saving}>
          <CheckIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={t('allowanceRate.cancelRow', { n: position })} onClick={onCancel} disabled={saving}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}
