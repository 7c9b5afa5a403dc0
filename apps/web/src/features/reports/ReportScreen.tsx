import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import TableContainer from '@mui/material/TableContainer';
import TablePagination from '@mui/material/TablePagination';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { findRoute, formatDateTime, REPORT_BY_ROUTE, type ReportDef } from '@limo/domain';
import { reportsEn, reportsZhHK } from '@limo/domain/i18n/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { formatError } from '../../api/errors';
import { isChinese, registerTexts } from '../../i18n';
import { labelText } from '../../resources/labels';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { NotAvailable } from '../notAvailable/NotAvailable';
import { exportReport, loadAllRows, loadReport } from './reportApi';
import { ReportFilterBar } from './ReportFilterBar';
import { cellText, defaultDraft, draftProblem, filterLine, pageRange, type ReportAnswer, type ReportBody, reportBody, type ReportDraft } from './reportModel';
import { ReportPrint } from './ReportPrint';
import { ReportTable } from './ReportTable';

// This screen's texts load with it (i18n/index.ts).
registerTexts(reportsEn, reportsZhHK);

export const PAGE_SIZES = [50, 100, 200];
/** The longest sheet printed from the screen; a longer report prints from its PDF. */
export const PRINT_MAX = 5000;

/** The counts of "1–50 of 1,404" with thousands separators. */
const countsOf = (r: Record<string, number>) => Object.fromEntries(Object.entries(r).map(([k, n]) => [k, cellText({ type: 'number' }, n)]));

/** A report shown: the body asked for and a count of Show presses (Show again asks again). */
interface Shown {
  body: ReportBody;
  draft: ReportDraft;
  run: number;
}

/** One report of REPORT_DEFS: its filters, views, server-paged rows with the totals, Excel, PDF and print. */
function Report({ def }: { def: ReportDef }) {
  const { t, i18n } = useTranslation();
  const chinese = isChinese(i18n.language);
  const title = labelText(def.title, i18n.language);
  const [draft, setDraft] = useState<ReportDraft>(() => defaultDraft(def));
  const [tried, setTried] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const [viewIndex, setViewIndex] = useState(0);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(PAGE_SIZES[0]);
  const [busy, setBusy] = useState<'xlsx' | 'pdf' | 'print' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [printed, setPrinted] = useState<ReportAnswer | null>(null);
  const view = def.views[viewIndex];
  const problem = draftProblem(def, draft);

  const report = useQuery({
    queryKey: ['report', view.call, shown?.body, shown?.run, page, size],
    queryFn: ({ signal }) => loadReport(view, shown?.body ?? {}, page, size, signal),
    enabled: shown !== null,
    // The last page stays while the next loads, not another view's rows under this view's columns.
    placeholderData: (previous, query) => (query?.queryKey[1] === view.call ? keepPreviousData(previous) : undefined),
    retry: false,
  });

  // The print sheet is laid out with every row; the browser prints it once it is on the page.
  useEffect(() => {
    if (printed) window.print();
  }, [printed]);

  const show = () => {
    setTried(true);
    if (problem) return;
    setError(null);
    setPrinted(null);
    setPage(0);
    setShown((s) => ({ body: reportBody(def, draft), draft, run: (s?.run ?? 0) + 1 }));
  };
  const act = async (kind: 'xlsx' | 'pdf' | 'print') => {
    if (!shown) return;
    setBusy(kind);
    setError(null);
    try {
      if (kind !== 'print') await exportReport(view, shown.body, kind, def.key);
      else {
        const all = await loadAllRows(view, shown.body, PRINT_MAX);
        if (all) setPrinted(all);
        else setError(t('reports.printTooMany', { max: PRINT_MAX }));
      }
    } catch (err) {
      setError(formatError(err));
    } finally {
      setBusy(null);
    }
  };

  const answer = report.data;
  const rows = answer?.rows ?? [];
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {(
          [
            ['xlsx', <DownloadIcon key="i" />, 'reports.exportXlsx'],
            ['pdf', <PictureAsPdfIcon key="i" />, 'reports.exportPdf'],
            ['print', <PrintIcon key="i" />, 'reports.print'],
          ] as const
        ).map(([kind, icon, text]) => (
          <Button key={kind} variant="outlined" startIcon={icon} disabled={!shown || busy !== null} onClick={() => void act(kind)}>
            {busy === kind ? t('reports.exporting') : t(text)}
          </Button>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {labelText(def.description, i18n.language)}
      </Typography>
      <ReportFilterBar def={def} value={draft} onChange={setDraft} onShow={show} problem={tried ? problem : null} busy={report.isFetching} />
      {def.views.length > 1 && (
        <Tabs
          value={viewIndex}
          onChange={(_, i: number) => {
            setViewIndex(i);
            setPage(0);
            setPrinted(null);
          }}
          aria-label={t('reports.views')}
          sx={{ minHeight: 36, mb: 1, '& .MuiTab-root': { minHeight: 36, py: 0.5 } }}
        >
          {def.views.map((v) => (
            <Tab key={v.call} label={labelText(v.label, i18n.language)} />
          ))}
        </Tabs>
      )}
      <ErrorAlert message={report.isError ? formatError(report.error) : error} onClose={error ? () => setError(null) : undefined} />
      {report.isFetching && <LinearProgress aria-label={t('common.loading')} sx={{ mb: 1 }} />}
      {!shown && <Typography color="text.secondary">{t('reports.hint')}</Typography>}
      {shown && answer && !rows.length && !report.isFetching && <Typography color="text.secondary">{t('reports.none')}</Typography>}
      {shown && answer && rows.length > 0 && (
        <Paper variant="outlined">
          <TableContainer sx={{ maxHeight: 'calc(100vh - 300px)', minHeight: 200 }}>
            <ReportTable def={def} view={view} rows={rows} totals={answer.totals} label={labelText(view.label, i18n.language)} sticky />
          </TableContainer>
          <TablePagination
            component="div"
            count={answer.page.totalElements}
            page={Math.min(page, Math.max(0, answer.page.totalPages - 1))}
            rowsPerPage={size}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_, p) => setPage(p)}
            onRowsPerPageChange={(e) => {
              setSize(Number(e.target.value));
              setPage(0);
            }}
            labelRowsPerPage={t('reports.rowsPerPage')}
            labelDisplayedRows={() => t('reports.pageOf', countsOf(pageRange(answer.page, rows.length)))}
          />
        </Paper>
      )}
      {printed && shown && (
        <ReportPrint
          def={def}
          view={view}
          title={title}
          filters={filterLine(def, shown.draft, chinese)}
          stamp={t('reports.printedAt', { stamp: formatDateTime(Date.now()) })}
          answer={printed}
        />
      )}
    </Box>
  );
}

/** The report of the current route (every report route shows this screen); a new route starts afresh. */
export default function ReportScreen() {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  const def = route ? REPORT_BY_ROUTE[route.path] : undefined;
  if (!def) return <NotAvailable title={route?.title ?? ''} />;
  return <Report key={def.key} def={def} />;
}
