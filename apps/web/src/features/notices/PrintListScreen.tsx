import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { noticesEn, noticesZhHK } from '@limo/domain/i18n/notices';
import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { useRouteTitle } from '../../app/routeTitle';
import { registerTexts } from '../../i18n';
import { DatePickerField } from '../../widgets/DatePickerField';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { downloadPdf } from './noticesApi';
import { defaultDate, type NoticeKind, pdfQuery, selectedRows, type SignLang, toggle, toggleAll, validDate } from './noticesModel';
import { type Paper as PaperSize, PrintPages, Preview } from './PrintPages';

// The print screens' texts load with them (i18n/index.ts).
registerTexts(noticesEn, noticesZhHK);

export interface Column<R> {
  header: string;
  cell: (row: R) => ReactNode;
  /** Kept on one line (times, references, plates). */
  nowrap?: boolean;
}

interface Props<R> {
  path: string;
  kind: NoticeKind;
  load: (date: string) => Promise<R[]>;
  columns: Column<R>[];
  /** The printed page of a row. */
  sheet: (row: R) => ReactNode;
  paper: PaperSize;
  previewScale: number;
  empty: (date: string) => string;
  /** Controls beside the date (the sign's language). */
  extra?: ReactNode;
  /** The language the PDF's names are in (signs). */
  lang?: SignLang;
}

const NONE: ReadonlySet<number> = new Set();

/**
 * A date's rows to print (departure notices or airport signs): all ticked by default; Print prints
 * the ticked rows' pages (one sheet each, print stylesheet), PDF downloads the server's PDF of them.
 */
export function PrintListScreen<R extends { orderVehicleId: number; orderRefId: string }>(p: Props<R>) {
  const { t } = useTranslation();
  const title = useRouteTitle(p.path);
  const [date, setDate] = useState<string | null>(defaultDate);
  const ok = validDate(date);
  const list = useQuery({ queryKey: ['notices', p.kind, date], queryFn: () => p.load(date as string), enabled: ok, retry: false });
  // Unticked rows of the date shown: another date starts with every row ticked.
  const [unticked, setUnticked] = useState<{ date: string | null; ids: ReadonlySet<number> }>({ date, ids: NONE });
  const off = unticked.date === date ? unticked.ids : NONE;
  const rows = ok ? (list.data ?? []) : [];
  const picked = selectedRows(rows, off);
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pdf = async () => {
    if (!ok) return;
    setDownloading(true);
    setError(null);
    try {
      await downloadPdf(p.kind, date, pdfQuery(rows, off, p.lang));
    } catch (err) {
      setError(formatError(err));
    } finally {
      setDownloading(false);
    }
  };
  const all = rows.length > 0 && picked.length === rows.length;

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Button variant="contained" startIcon={<PrintIcon />} disabled={!picked.length} onClick={() => window.print()}>
          {t('notices.print')}
        </Button>
        <Button variant="outlined" startIcon={<PictureAsPdfIcon />} disabled={!picked.length || downloading} onClick={() => void pdf()}>
          {downloading ? t('notices.downloading') : t('notices.pdf')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Box sx={{ width: 190 }}>
          <DatePickerField label={t('notices.date')} value={date} onChange={setDate} required error={!ok} helperText={ok ? undefined : t('notices.badDate')} />
        </Box>
        {p.extra}
        {rows.length > 0 && (
          <Typography color="text.secondary" sx={{ pt: 1 }}>
            {t('notices.selected', { n: picked.length, total: rows.length })}
          </Typography>
        )}
      </Box>
      <ErrorAlert message={list.isError ? formatError(list.error) : error} onClose={error ? () => setError(null) : undefined} />
      {list.isFetching && <LinearProgress aria-label={t('common.loading')} sx={{ mb: 1 }} />}
      {ok && list.isSuccess && !rows.length && <Typography color="text.secondary">{p.empty(date)}</Typography>}
      {rows.length > 0 && (
        <Paper variant="outlined" sx={{ mb: 2 }}>
          <TableContainer sx={{ maxHeight: 'calc(100vh - 420px)', minHeight: 120 }}>
            <Table size="small" stickyHeader aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={all}
                      indeterminate={picked.length > 0 && !all}
                      onChange={() => setUnticked({ date, ids: toggleAll(rows, off) })}
                      slotProps={{ input: { 'aria-label': t('notices.selectAll') } }}
                    />
                  </TableCell>
                  {p.columns.map((c) => (
                    <TableCell key={c.header} sx={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                      {c.header}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.orderVehicleId} hover selected={!off.has(r.orderVehicleId)}>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={!off.has(r.orderVehicleId)}
                        onChange={() => setUnticked({ date, ids: toggle(off, r.orderVehicleId) })}
                        slotProps={{ input: { 'aria-label': t('notices.selectRow', { ref: r.orderRefId }) } }}
                      />
                    </TableCell>
                    {p.columns.map((c) => (
                      <TableCell key={c.header} sx={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                        {c.cell(r)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      )}
      {rows.length > 0 && !picked.length && <Typography color="warning.main">{t('notices.noneSelected')}</Typography>}
      {picked.length > 0 && (
        <Box component="section" aria-label={t('notices.preview')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {picked.map((r) => (
            <Preview key={r.orderVehicleId} paper={p.paper} scale={p.previewScale}>
              {p.sheet(r)}
            </Preview>
          ))}
        </Box>
      )}
      <PrintPages paper={p.paper}>
        {picked.map((r) => (
          <Fragment key={r.orderVehicleId}>{p.sheet(r)}</Fragment>
        ))}
      </PrintPages>
    </Box>
  );
}
