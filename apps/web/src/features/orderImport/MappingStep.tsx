import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  cellText,
  formatDate,
  ORDER_SHEET_FIELDS,
  type OrderImportMapping,
  type OrderSheetField,
  parseSheetDate,
  parseSheetTime,
  type Sheet,
  type SheetCell,
  unmappedRequired,
} from '@limo/domain';
import { useTranslation } from 'react-i18next';

interface Props {
  sheet: Sheet;
  mapping: OrderImportMapping;
  remembered: boolean;
  onChange: (mapping: OrderImportMapping) => void;
}

/** Sets `field` for `header`; a field taken by another column moves here (each field from one column). */
export function remap(mapping: OrderImportMapping, header: string, field: OrderSheetField | ''): OrderImportMapping {
  const out: OrderImportMapping = {};
  for (const [h, f] of Object.entries(mapping)) if (h !== header && f && f !== field) out[h] = f;
  if (field) out[header] = field;
  return out;
}

/** A first value as its field reads it: an Excel date or time (a number) shown as the date or time it is. */
export function sampleText(cell: SheetCell, field: OrderSheetField | undefined, date1904 = false): string {
  if (typeof cell === 'number' && field === 'pickupDate') return formatDate(parseSheetDate(cell, date1904)) || cellText(cell);
  if (typeof cell === 'number' && field === 'pickupTime') return parseSheetTime(cell) ?? cellText(cell);
  return cellText(cell);
}

/** One line a sheet column: its header, its first value and the order field it holds. */
export function MappingStep({ sheet, mapping, remembered, onChange }: Props) {
  const { t } = useTranslation();
  const missing = unmappedRequired(mapping);
  const first = sheet.rows.find((r) => r.some((c) => cellText(c) !== '')) ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body2">{t('oi.mappingIntro')}</Typography>
      {remembered && <Alert severity="info">{t('oi.remembered')}</Alert>}
      <Table size="small" aria-label={t('oi.step.columns')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('oi.column')}</TableCell>
            <TableCell>{t('oi.sample')}</TableCell>
            <TableCell sx={{ width: 280 }}>{t('oi.field')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sheet.headers.map((h, c) => (
            <TableRow key={h}>
              <TableCell component="th" scope="row">
                {h}
              </TableCell>
              <TableCell sx={{ color: 'text.secondary', maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {sampleText(first[c] ?? null, mapping[h], sheet.date1904)}
              </TableCell>
              <TableCell>
                <TextField
                  select
                  size="small"
                  fullWidth
                  value={mapping[h] ?? ''}
                  onChange={(e) => onChange(remap(mapping, h, e.target.value as OrderSheetField | ''))}
                  slotProps={{ select: { native: true }, htmlInput: { 'aria-label': t('oi.field') + ': ' + h } }}
                >
                  <option value="">{t('oi.notImported')}</option>
                  {ORDER_SHEET_FIELDS.map((f) => (
                    <option key={f.name} value={f.name}>
                      {t(`oi.f.${f.name}`)}
                      {f.required ? ' *' : ''}
                    </option>
                  ))}
                </TextField>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {missing.length > 0 && (
        <Alert severity="warning" role="status">
          {t('oi.missing', { fields: missing.map((f) => t(`oi.f.${f}`)).join(', ') })}
        </Alert>
      )}
    </Box>
  );
}
