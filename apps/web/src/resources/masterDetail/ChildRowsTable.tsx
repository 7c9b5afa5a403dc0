import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { FieldDef } from '@limo/domain';
import { useTranslation } from 'react-i18next';
import { FieldEditor } from '../FieldEditor';
import { fieldLabel, labelText } from '../labels';
import { type ChildRow, type ChildSection, editDef } from './aggregate';
import type { RowMessages } from './useMasterDetail';

interface Props {
  section: ChildSection;
  rows: ChildRow[];
  errors: Record<string, RowMessages>;
  disabled: boolean;
  onChange: (key: string, field: string, value: unknown) => void;
  onAdd: () => void;
  onRemove: (key: string) => void;
}

/** Column widths by field type, so dates and pick-lists keep room and free text takes the rest. */
function width(f: FieldDef): number | undefined {
  switch (f.type) {
    case 'flag':
      return 80;
    case 'date':
      return 165;
    case 'time':
      return 120;
    case 'integer':
    case 'decimal':
    case 'money':
      return 120;
    case 'status':
    case 'reference':
      return 170;
    case 'references':
      return 240;
    default:
      // Short texts (telephones, codes) need less room than names, emails and descriptions.
      return f.max !== undefined && f.max <= 20 ? 150 : undefined;
  }
}

/** The rows of one child list, every cell editable; nothing is saved until the record is. */
export function ChildRowsTable({ section, rows, errors, disabled, onChange, onAdd, onRemove }: Props) {
  const { t, i18n } = useTranslation();
  const fields = editDef(section).fields;
  const title = labelText(section.def.label, i18n.language);
  return (
    <Box>
      <Table
        size="small"
        aria-label={labelText(section.def.label, i18n.language)}
        sx={{ tableLayout: 'fixed', '& td, & th': { px: 0.75, verticalAlign: 'top' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 36 }}>#</TableCell>
            {fields.map((f) => (
              <TableCell key={f.name} sx={{ width: width(f), lineHeight: 1.3 }}>
                {fieldLabel(f, i18n.language)}
                {f.required ? ' *' : ''}
              </TableCell>
            ))}
            <TableCell sx={{ width: 44 }} />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => {
            const messages = errors[row.key] ?? [];
            const whole = messages.filter((m) => m.field === null || !fields.some((f) => f.name === m.field));
            return (
              <TableRow
                key={row.key}
                data-testid={`${section.def.name}-row`}
                aria-invalid={messages.length ? true : undefined}
                title={whole.map((m) => m.message).join('\n') || undefined}
                sx={whole.length ? { bgcolor: 'rgba(211, 47, 47, 0.08)' } : undefined}
              >
                <TableCell sx={{ pt: 1.5, color: 'text.secondary' }}>{i + 1}</TableCell>
                {fields.map((f) => (
                  <TableCell key={f.name}>
                    <FieldEditor
                      compact
                      field={f}
                      ariaLabel={`${fieldLabel(f, i18n.language)}, ${t('detail.row', { n: i + 1 })}`}
                      value={row.values[f.name]}
                      onChange={(v) => onChange(row.key, f.name, v)}
                      error={messages.find((m) => m.field === f.name)?.message}
                      disabled={disabled}
                    />
                  </TableCell>
                ))}
                <TableCell>
                  {!disabled && (
                    <IconButton size="small" aria-label={`${t('detail.removeRow', { n: i + 1 })} (${title})`} onClick={() => onRemove(row.key)}>
                      <DeleteOutlinedIcon fontSize="small" />
                    </IconButton>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={fields.length + 2}>
                <Typography variant="body2" color="text.secondary">
                  {t('common.noRows')}
                </Typography>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {!disabled && (
        <Button startIcon={<AddIcon />} onClick={onAdd} sx={{ mt: 1 }} aria-label={`${t('common.add')} ${title}`}>
          {t('common.add')}
        </Button>
      )}
    </Box>
  );
}
