import { formatDate, formatDateTime, formatTime } from '@limo/domain/rules/display-date';
import Chip from '@mui/material/Chip';
import type { FieldDef, ResourceDef } from '@limo/domain';
import { SYSTEM_STAMP_FIELDS } from '@limo/domain/resources/define';
import type { GridColDef } from '@mui/x-data-grid';
import type { HalRecord } from '../api/hal';
import { FlagMark } from '../widgets/FlagToggle';
import { fieldLabel, optionText } from './labels';
import { text } from '../i18n/text';
import { type LookupOption, lookupLabel } from './lookups';

const STATUS_COLORS: Record<string, 'success' | 'default' | 'error' | 'warning'> = { A: 'success', C: 'default', V: 'error', P: 'warning' };

/** A status code as a chip; codes of other status-type fields (fuel, level) use the field's option texts. */
export function StatusChip({ code, lng, field }: { code: unknown; lng: string; field?: FieldDef }) {
  const c = String(code ?? '');
  const recordStatus = !field || (field.options ?? ['A', 'C']).every((o) => o in STATUS_COLORS);
  const color = recordStatus ? (STATUS_COLORS[c] ?? 'default') : 'default';
  return <Chip size="small" label={optionText(field, c, lng)} color={color} variant={recordStatus && c === 'A' ? 'filled' : 'outlined'} />;
}

/** The text a list shows for a value: dates dd/mm/yyyy, stamps dd/mm/yyyy HH:mm (operator's clock), times HH:mm, references by their label (lists of them too). */
export function cellText(field: FieldDef, value: unknown, lookups: Record<string, LookupOption[]>): string {
  if (value === null || value === undefined) return '';
  switch (field.type) {
    case 'date':
      return formatDate(String(value));
    case 'datetime':
      return formatDateTime(String(value));
    case 'time':
      return formatTime(String(value));
    case 'reference':
      return lookupLabel(lookups[field.name] ?? [], value);
    case 'references': {
      // A few members by their codes; a longer list by its count (the cell's title names them all).
      const ids = Array.isArray(value) ? value : [];
      return ids.length > MAX_LISTED ? text('members.selected', { count: ids.length }) : listText(field, ids, lookups);
    }
    default:
      return String(value);
  }
}

/** Members of a list of ids a list cell names one by one; beyond, it shows their count. */
export const MAX_LISTED = 3;

/** Every member of a list of ids by its code, joined by ", ". */
export const listText = (field: FieldDef, ids: unknown[], lookups: Record<string, LookupOption[]>) =>
  ids.map((id) => lookupLabel(lookups[field.name] ?? [], id)).join(', ');

/** DataGrid columns from the definition's list columns. */
export function columnsFor(def: ResourceDef, lng: string, lookups: Record<string, LookupOption[]>): GridColDef<HalRecord>[] {
  return def.listColumns.map((name) => {
    const field = def.fields.find((f) => f.name === name) ?? SYSTEM_STAMP_FIELDS.find((f) => f.name === name);
    if (!field) return { field: name, headerName: name, flex: 1, minWidth: 120 };
    const numeric = field.type === 'integer' || field.type === 'decimal' || field.type === 'money';
    const col: GridColDef<HalRecord> = {
      field: name,
      headerName: fieldLabel(field, lng),
      flex: field.type === 'text' || field.type === 'longText' || field.type === 'reference' || field.type === 'references' ? 1 : 0,
      minWidth: field.type === 'flag' || field.type === 'status' ? 100 : 120,
      align: numeric ? 'right' : 'left',
      headerAlign: numeric ? 'right' : 'left',
      valueFormatter: (value: unknown) => cellText(field, value, lookups),
    };
    if (field.type === 'status') col.renderCell = (p) => <StatusChip code={p.value} lng={lng} field={field} />;
    if (field.type === 'flag') col.renderCell = (p) => <FlagMark value={p.value} />;
    if (field.type === 'references') {
      col.sortable = false; // an array has no order the server sorts by
      col.renderCell = (p) => (
        <span title={listText(field, Array.isArray(p.value) ? p.value : [], lookups) || undefined}>{cellText(field, p.value, lookups)}</span>
      );
    }
    return col;
  });
}
