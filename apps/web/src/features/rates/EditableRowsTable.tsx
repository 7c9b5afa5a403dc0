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
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldEditor } from '../../resources/FieldEditor';
import { fieldLabel } from '../../resources/labels';
import type { ChildRow } from '../../resources/masterDetail/aggregate';

/** What a cell editor gets: the value, where to send a change, the message and the accessible name. */
export interface CellProps {
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  ariaLabel: string;
  disabled: boolean;
}

export interface EditColumn {
  field: FieldDef;
  width?: number;
  /** A cell editor of its own (a location or zone picker); the field's editor otherwise. */
  render?: (cell: CellProps) => ReactNode;
}

interface Props {
  /** The table's accessible name. */
  title: string;
  columns: EditColumn[];
  rows: ChildRow[];
  errors: Record<string, { field: string | null; message: string }[]>;
  disabled: boolean;
  onChange: (key: string, field: string, value: unknown) => void;
  onAdd: () => void;
  onRemove: (key: string) => void;
}

/** The body's rows, and a row's cells (as elements: tbody.rows is not everywhere). */
const rowAt = (body: HTMLElement | null, i: number) => body?.children.item(i) ?? null;
const cellAt = (row: Element | null, i: number) => row?.children.item(i) ?? null;

/** The first control of a cell or row that takes the keyboard. */
function firstControl(scope: Element | null | undefined): HTMLElement | undefined {
  const candidates = scope ? Array.from(scope.querySelectorAll<HTMLElement>('input, textarea, [role="combobox"], button')) : [];
  return candidates.find((el) => el.tabIndex >= 0 && !el.hasAttribute('disabled') && el.getAttribute('aria-hidden') !== 'true');
}

/**
 * Rows edited in place, every cell an input: Tab moves from cell to cell, Enter moves to the same
 * cell of the next row or, on the last row, adds a row and puts the cursor in its first cell.
 * An Enter a cell uses itself (choosing in an open list) is left to it.
 */
export function EditableRowsTable({ title, columns, rows, errors, disabled, onChange, onAdd, onRemove }: Props) {
  const { t, i18n } = useTranslation();
  const body = useRef<HTMLTableSectionElement>(null);
  const focusNew = useRef(false);
  const count = rows.length;

  useEffect(() => {
    if (!focusNew.current) return;
    focusNew.current = false;
    firstControl(rowAt(body.current, count - 1))?.focus();
  }, [count]);

  const add = () => {
    focusNew.current = true;
    onAdd();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    if (e.key !== 'Enter' || e.defaultPrevented || e.shiftKey || e.altKey || e.ctrlKey || e.metaKey || disabled) return;
    const target = e.target as HTMLElement;
    if (target.tagName === 'BUTTON' || target.getAttribute('aria-expanded') === 'true') return;
    e.preventDefault();
    if (index === rows.length - 1) return add();
    const cell = target.closest('td');
    const cellIndex = cell?.parentElement ? Array.from(cell.parentElement.children).indexOf(cell) : 1;
    firstControl(cellAt(rowAt(body.current, index + 1), cellIndex))?.focus();
  };

  return (
    <Box role="group" aria-label={title}>
      <Table size="small" aria-label={title} sx={{ tableLayout: 'fixed', '& td, & th': { px: 0.75, verticalAlign: 'top' } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 36 }}>#</TableCell>
            {columns.map(({ field, width }) => (
              <TableCell key={field.name} sx={{ width, lineHeight: 1.3 }}>
                {fieldLabel(field, i18n.language)}
                {field.required ? ' *' : ''}
              </TableCell>
            ))}
            <TableCell sx={{ width: 44 }} />
          </TableRow>
        </TableHead>
        <TableBody ref={body}>
          {rows.map((row, i) => {
            const messages = errors[row.key] ?? [];
            const whole = messages.filter((m) => m.field === null || !columns.some((c) => c.field.name === m.field));
            return (
              <TableRow
                key={row.key}
                data-testid={`${title}-row`}
                aria-invalid={messages.length ? true : undefined}
                title={whole.map((m) => m.message).join('\n') || undefined}
                sx={whole.length ? { bgcolor: 'rgba(211, 47, 47, 0.08)' } : undefined}
                onKeyDown={(e) => onKeyDown(e, i)}
              >
                <TableCell sx={{ pt: 1.5, color: 'text.secondary' }}>{i + 1}</TableCell>
                {columns.map(({ field, render }) => {
                  const cell: CellProps = {
                    value: row.values[field.name],
                    onChange: (v) => onChange(row.key, field.name, v),
                    error: messages.find((m) => m.field === field.name)?.message,
                    ariaLabel: `${fieldLabel(field, i18n.language)}, ${t('detail.row', { n: i + 1 })}`,
                    disabled,
                  };
                  return <TableCell key={field.name}>{render ? render(cell) : <FieldEditor compact field={field} {...cell} />}</TableCell>;
                })}
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
              <TableCell colSpan={columns.length + 2}>
                <Typography variant="body2" color="text.secondary">
                  {t('common.noRows')}
                </Typography>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {!disabled && (
        <Button startIcon={<AddIcon />} onClick={add} sx={{ mt: 1 }} aria-label={`${t('common.add')} (${title})`}>
          {t('common.add')}
        </Button>
      )}
    </Box>
  );
}
