import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReportDef, ReportView } from '@limo/domain';
import { useTranslation } from 'react-i18next';
import { isChinese } from '../../i18n';
import { labelText } from '../../resources/labels';
import { cellText, isNumeric, nameIn, optionLabel, type ReportRow, totalsCells, totalsLabelSpan } from './reportModel';

interface Props {
  def: ReportDef;
  view: ReportView;
  rows: ReportRow[];
  totals: Record<string, unknown>;
  label: string;
  /** Sticky header inside a scrolling box (the screen); a plain table on paper. */
  sticky?: boolean;
}

/** Wide reports (the twelve months of a year) pack their cells closer. */
const DENSE_FROM = 10;

/**
 * A text cell no wider than the definition's width in characters (cut with … and the whole text as
 * its tooltip); numbers are never cut. The table sizes the columns by their contents.
 */
const clipped = (width: number | undefined) => ({ display: 'block', maxWidth: `${(width ?? 12) + 2}ch`, overflow: 'hidden', textOverflow: 'ellipsis' });

/** The view's rows in the definition's columns, with the totals row under them. */
export function ReportTable({ def, view, rows, totals, label, sticky }: Props) {
  const { t, i18n } = useTranslation();
  const chinese = isChinese(i18n.language);
  const span = totalsLabelSpan(view);
  const sums = totalsCells(view, totals);
  // A status code the filters do not name (an order's P, C, no-show) reads from the status texts.
  const statusText = (code: unknown) => [`reports.status.${String(code)}`, `status.${String(code)}`].find((k) => i18n.exists(k));
  const shown = (c: ReportView['columns'][number], row: ReportRow) => {
    const v = nameIn(row, c.name, chinese);
    const key = c.name === 'status' ? statusText(v) : undefined;
    return optionLabel(def, c.name, v, chinese) ?? (key ? t(key) : cellText(c, v));
  };
  return (
    <Table
      size="small"
      stickyHeader={sticky}
      aria-label={label}
      sx={{ '& td, & th': { whiteSpace: 'nowrap', ...(view.columns.length >= DENSE_FROM ? { px: 0.75 } : {}) } }}
    >
      <TableHead>
        <TableRow>
          {view.columns.map((c) => (
            <TableCell key={c.name} align={isNumeric(c) ? 'right' : 'left'} sx={{ fontWeight: 600, lineHeight: 1.2 }}>
              {labelText(c.label, i18n.language)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, i) => (
          <TableRow key={i} hover>
            {view.columns.map((c) => {
              const text = shown(c, row);
              return (
                <TableCell key={c.name} align={isNumeric(c) ? 'right' : 'left'}>
                  {isNumeric(c) ? (
                    text
                  ) : (
                    <Box component="span" title={text} sx={clipped(c.width)}>
                      {text}
                    </Box>
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
      {rows.length > 0 && (
        <TableFooter>
          <TableRow
            data-testid="report-totals"
            sx={{
              '& td': {
                fontWeight: 'bold',
                color: 'text.primary',
                fontSize: '0.875rem',
                borderTop: 2,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                // On screen the totals stay in sight under the scrolling rows.
                ...(sticky ? { position: 'sticky', bottom: 0, zIndex: 2 } : {}),
              },
            }}
          >
            {span > 0 && <TableCell colSpan={span}>{t('reports.totals')}</TableCell>}
            {view.columns.slice(span).map((c, i) => (
              <TableCell key={c.name} align={isNumeric(c) ? 'right' : 'left'}>
                {sums[span + i]}
              </TableCell>
            ))}
          </TableRow>
        </TableFooter>
      )}
    </Table>
  );
}
