import Box from '@mui/material/Box';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { OrderSheetField } from '@limo/domain';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreviewRow } from './importModel';

interface Props {
  rows: PreviewRow[];
  fields: OrderSheetField[];
  onEdit: (index: number, field: OrderSheetField, text: string) => void;
  /** Ctrl+Enter in a cell. */
  onCheck: () => void;
}

const PAGE = 100;

/** The message of a cell's problem: the sheet's own reading first, else the dry run's. */
export function useCellMessage() {
  const { t } = useTranslation();
  return (r: PreviewRow, f: OrderSheetField) => {
    const own = r.problems[f];
    return own ? t(`oi.problem.${own.code}`, { value: own.value }) : r.serverProblems[f];
  };
}

/** A cell edited in place: the sheet changes when the cell is left or Enter is pressed; Escape takes the edit back. */
function Cell(props: {
  value: string;
  label: string;
  problem?: string;
  row: number;
  field: string;
  onCommit: (text: string) => void;
  onKey: (e: KeyboardEvent<HTMLInputElement>) => void;
  onFocus: () => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null && draft !== props.value) props.onCommit(draft);
    setDraft(null);
  };
  return (
    <input
      className={props.problem ? 'bad' : undefined}
      value={draft ?? props.value}
      aria-label={props.label}
      aria-invalid={props.problem ? true : undefined}
      title={props.problem}
      data-row={props.row}
      data-field={props.field}
      onChange={(e) => setDraft(e.target.value)}
      onFocus={props.onFocus}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && draft !== null) {
          e.stopPropagation();
          setDraft(null);
        } else if (e.key === 'Enter') commit();
        props.onKey(e);
      }}
    />
  );
}

/** The orders of the sheet, one a row, each cell editable, its problem marked and named on hover and focus. */
export function PreviewGrid({ rows, fields, onEdit, onCheck }: Props) {
  const { t } = useTranslation();
  const message = useCellMessage();
  const [page, setPage] = useState(0);
  const [focused, setFocused] = useState<{ index: number; field: OrderSheetField } | null>(null);
  const table = useRef<HTMLTableElement>(null);
  const shown = rows.slice(page * PAGE, page * PAGE + PAGE);
  if (page > 0 && shown.length === 0) setPage(0);

  const move = (e: KeyboardEvent<HTMLInputElement>, at: number, field: string) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      onCheck();
      return;
    }
    const step = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = shown[at + step];
    table.current?.querySelector<HTMLInputElement>(`input[data-row="${next?.index}"][data-field="${field}"]`)?.focus();
  };
  const focusedRow = focused ? rows.find((r) => r.index === focused.index) : undefined;
  const focusedMessage = focused && focusedRow ? message(focusedRow, focused.field) : undefined;

  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Box
        sx={{
          overflow: 'auto',
          maxHeight: '55vh',
          border: 1,
          borderColor: 'divider',
          '& table': { borderCollapse: 'collapse', fontSize: 13, width: '100%' },
          '& th, & td': { borderBottom: 1, borderColor: 'divider', px: 0.5, py: 0.25, textAlign: 'left', whiteSpace: 'nowrap' },
          '& thead th': { position: 'sticky', top: 0, bgcolor: 'background.paper', zIndex: 1, fontWeight: 600 },
          '& input': {
            font: 'inherit',
            width: '100%',
            minWidth: 72,
            border: 1,
            borderColor: 'transparent',
            borderRadius: 0.5,
            px: 0.5,
            py: 0.25,
            bgcolor: 'transparent',
          },
          '& input:focus': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
          '& input.bad': { borderColor: 'error.main', color: 'error.dark', backgroundColor: '#fdecea' },
          '& td.fare': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
          '& td.problems': { color: 'error.main', whiteSpace: 'normal', minWidth: 200 },
        }}
      >
        <table ref={table} aria-label={t('oi.grid')}>
          <thead>
            <tr>
              <th scope="col">{t('oi.row')}</th>
              {fields.map((f) => (
                <th key={f} scope="col">
                  {t(`oi.f.${f}`)}
                </th>
              ))}
              <th scope="col">{t('oi.fare')}</th>
              <th scope="col">{t('oi.problems')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r, at) => (
              <tr key={r.index} data-testid={`import-row-${r.sheetRow}`}>
                <th scope="row">{r.sheetRow}</th>
                {fields.map((f) => (
                  <td key={f}>
                    <Cell
                      value={r.values[f] ?? ''}
                      label={`${t('oi.row')} ${r.sheetRow} ${t(`oi.f.${f}`)}`}
                      problem={message(r, f)}
                      row={r.index}
                      field={f}
                      onCommit={(text) => onEdit(r.index, f, text)}
                      onKey={(e) => move(e, at, f)}
                      onFocus={() => setFocused({ index: r.index, field: f })}
                    />
                  </td>
                ))}
                <td className="fare">{r.fareAmt ?? ''}</td>
                <td className="problems">{r.rowProblems.join('; ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
      <Typography variant="body2" role="status" aria-live="polite" sx={{ minHeight: 20, color: focusedMessage ? 'error.main' : 'text.secondary' }}>
        {focused && focusedRow && focusedMessage
          ? t('oi.cellProblem', { row: focusedRow.sheetRow, field: t(`oi.f.${focused.field}`), message: focusedMessage })
          : t('oi.cellHelp')}
      </Typography>
      {rows.length > PAGE && (
        <TablePagination component="div" count={rows.length} page={page} rowsPerPage={PAGE} rowsPerPageOptions={[PAGE]} onPageChange={(_, p) => setPage(p)} />
      )}
    </Box>
  );
}
