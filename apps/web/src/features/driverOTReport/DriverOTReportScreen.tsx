import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RESOURCES } from '@limo/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { allowanceMonthEn, allowanceMonthZhHK } from '@limo/domain/i18n/allowanceMonth';
import { useRouteTitle } from '../../app/routeTitle';
import { registerTexts } from '../../i18n';
import { useSession } from '../../app/session/SessionContext';
import { mayLookUp, useLookup } from '../../resources/lookups';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import type { AllowanceFilter } from '../driverAllowance/allowanceApi';
import { defaultPeriod, validPeriod } from '../driverAllowance/hrFormat';
import { PeriodDriverFilter, type PeriodDraft } from '../driverAllowance/PeriodDriverFilter';
import { DriverOTTable } from './DriverOTTable';
import { exportDriverOT, loadDriverOT } from './otReportApi';
import { driversOf, mergeDrivers } from './otReportModel';

// This screen's texts load with it (i18n/index.ts).
registerTexts(allowanceMonthEn, allowanceMonthZhHK);

// Any reference to drivers reads the same lookups; a user who may not read them picks from the report's drivers.
const DRIVER_FIELD = RESOURCES.dailyRosters?.fields.find((f) => f.name === 'driverId');

/** /report/DriverOTReport: overtime minutes and amount per driver and day, on screen, in Excel or PDF. */
export default function DriverOTReportScreen() {
  const { t } = useTranslation();
  const title = useRouteTitle('/report/DriverOTReport');
  const [draft, setDraft] = useState<PeriodDraft>(() => ({ ...defaultPeriod(), driverId: null }));
  const [filter, setFilter] = useState<AllowanceFilter | null>(null);
  const [exporting, setExporting] = useState<'xlsx' | 'pdf' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { user } = useSession();
  const lookups = useLookup(mayLookUp('drivers', user?.rights ?? [], Object.values(RESOURCES)) ? DRIVER_FIELD : undefined);
  const report = useQuery({
    queryKey: ['driverOTReport', filter],
    queryFn: () => loadDriverOT(filter as AllowanceFilter),
    enabled: filter !== null,
    retry: false,
  });
  const drivers = useMemo(() => mergeDrivers(lookups.options, driversOf(report.data?.rows ?? [])), [lookups.options, report.data]);

  const show = () => {
    if (!validPeriod({ dateFrom: draft.dateFrom ?? undefined, dateTo: draft.dateTo ?? undefined })) return;
    setError(null);
    setFilter({ dateFrom: draft.dateFrom as string, dateTo: draft.dateTo as string, driverId: draft.driverId });
  };
  const download = async (format: 'xlsx' | 'pdf') => {
    if (!filter) return;
    setExporting(format);
    setError(null);
    try {
      await exportDriverOT(filter, format);
    } catch (err) {
      setError(formatError(err));
    } finally {
      setExporting(null);
    }
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Button variant="outlined" startIcon={<DownloadIcon />} disabled={!filter || exporting !== null} onClick={() => void download('xlsx')}>
          {exporting === 'xlsx' ? t('driverOT.exporting') : t('driverOT.exportXlsx')}
        </Button>
        <Button variant="outlined" startIcon={<PictureAsPdfIcon />} disabled={!filter || exporting !== null} onClick={() => void download('pdf')}>
          {exporting === 'pdf' ? t('driverOT.exporting') : t('driverOT.exportPdf')}
        </Button>
      </Box>
      <PeriodDriverFilter value={draft} drivers={drivers} driversLoading={lookups.loading} onChange={setDraft} onShow={show} busy={report.isFetching} />
      <ErrorAlert message={report.isError ? formatError(report.error) : error} onClose={error ? () => setError(null) : undefined} />
      {report.isFetching && <LinearProgress aria-label={t('common.loading')} sx={{ mb: 1 }} />}
      {!filter && <Typography color="text.secondary">{t('driverOT.hint')}</Typography>}
      {filter && report.data && (
        <Paper variant="outlined">
          <DriverOTTable report={report.data} />
        </Paper>
      )}
    </Box>
  );
}
