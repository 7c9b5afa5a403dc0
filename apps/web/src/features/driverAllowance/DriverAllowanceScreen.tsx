import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { hasRight } from '@limo/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { allowanceMonthEn, allowanceMonthZhHK } from '@limo/domain/i18n/allowanceMonth';
import { useRouteTitle } from '../../app/routeTitle';
import { registerTexts } from '../../i18n';
import { useSession } from '../../app/session/SessionContext';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { type AllowanceFilter, allowanceDrivers, type ExportCall, loadAllowance } from './allowanceApi';
import { groupDetail, groupMonthly, withChineseNames } from './allowanceModel';
import { AllowanceHeaderLine } from './AllowanceHeaderLine';
import { DetailTab } from './DetailTab';
import { defaultPeriod, isMonth, monthRange, validPeriod } from './hrFormat';
import { MonthActions } from './MonthActions';
import { MonthlyTab } from './MonthlyTab';
import { OtherItemsDialog } from './OtherItemsDialog';
import { PeriodDriverFilter, type PeriodDraft } from './PeriodDriverFilter';
import { PrintSheet } from './PrintSheet';
import { SummaryTable } from './SummaryTable';

// This screen's texts load with it (i18n/index.ts).
registerTexts(allowanceMonthEn, allowanceMonthZhHK);

type TabKey = 'summary' | 'detail' | 'monthly';
const EXPORT_OF: Record<TabKey, ExportCall> = { summary: 'getAllowanceDriverSummary', detail: 'getAllowanceDetail', monthly: 'getAllowanceDetailMonthly' };

/**
 * /HR/driverAllowance: a period's allowance per driver (summary, every line, day by day) with the
 * other items entered here; printed, exported, and the month closed or reopened.
 */
export default function DriverAllowanceScreen() {
  const { t } = useTranslation();
  const title = useRouteTitle('/HR/driverAllowance');
  const { user } = useSession();
  const canReopen = hasRight(user?.rights ?? [], 'ALLOWANCEREOPEN');
  const queryClient = useQueryClient();
  // Last month on the operator's calendar: HR pays the month just ended; or the month a link names (HR's landing).
  const [params] = useSearchParams();
  const [draft, setDraft] = useState<PeriodDraft>(() => {
    const linked = params.get('month') ?? '';
    return { ...(isMonth(linked) ? { month: linked, ...monthRange(linked) } : defaultPeriod()), driverId: null };
  });
  const [filter, setFilter] = useState<AllowanceFilter | null>(null);
  const [tab, setTab] = useState<TabKey>('summary');
  const [focusDriver, setFocusDriver] = useState<number | null>(null);
  const [othersOpen, setOthersOpen] = useState(false);
  const [printing, setPrinting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const draftPeriod = { dateFrom: draft.dateFrom ?? undefined, dateTo: draft.dateTo ?? undefined };
  const periodOk = validPeriod(draftPeriod);
  const drivers = useQuery({
    queryKey: ['allowanceDrivers', draft.dateFrom, draft.dateTo],
    queryFn: () => allowanceDrivers({ dateFrom: draft.dateFrom as string, dateTo: draft.dateTo as string }),
    enabled: periodOk,
    retry: false,
    staleTime: 300_000,
    placeholderData: keepPreviousData,
  });
  const month = useQuery({
    queryKey: ['allowance', filter],
    queryFn: () => loadAllowance(filter as AllowanceFilter),
    enabled: filter !== null,
    retry: false,
  });
  const data = month.data;
  // The summary's drivers with their Chinese names (an older server's figures lack them; the drivers' list has them).
  const names = useMemo(() => withChineseNames(data?.summary ?? [], drivers.data ?? []), [data, drivers.data]);
  const detail = useMemo(() => (data ? groupDetail(data.detail, names) : []), [data, names]);
  const monthly = useMemo(() => (data ? groupMonthly(data.monthly, names) : []), [data, names]);

  // The sheet is in the page only while the browser prints it.
  useEffect(() => {
    if (!printing) return;
    window.print();
    setPrinting(false);
  }, [printing]);

  const show = () => {
    if (!periodOk) return;
    setNotice(null);
    setError(null);
    setFocusDriver(null);
    setFilter({ dateFrom: draft.dateFrom as string, dateTo: draft.dateTo as string, driverId: draft.driverId });
  };
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: ['allowance'] });
    void queryClient.invalidateQueries({ queryKey: ['allowanceDrivers'] });
  };
  const openDriver = (driverId: number) => {
    setFocusDriver(driverId);
    setTab('detail');
  };

  return (
    <Box>
      <Typography variant="h6" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <PeriodDriverFilter
        value={draft}
        drivers={drivers.data ?? []}
        driversLoading={drivers.isFetching}
        onChange={setDraft}
        onShow={show}
        busy={month.isFetching}
      />
      <ErrorAlert message={month.isError ? formatError(month.error) : error} onClose={error ? () => setError(null) : undefined} />
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 1 }}>
          {notice}
        </Alert>
      )}
      {month.isFetching && <LinearProgress aria-label={t('common.loading')} sx={{ mb: 1 }} />}
      {!filter && <Typography color="text.secondary">{t('driverAllowance.hint')}</Typography>}
      {filter && data && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Box sx={{ flexGrow: 1 }}>
              <AllowanceHeaderLine header={data.header} />
            </Box>
            <MonthActions
              filter={filter}
              closed={data.header.closed}
              exportCall={EXPORT_OF[tab]}
              canReopen={canReopen}
              onOthers={() => setOthersOpen(true)}
              onPrint={() => setPrinting(true)}
              onChanged={(message) => {
                setError(null);
                setNotice(message);
                reload();
              }}
              onError={(message) => {
                setNotice(null);
                setError(message);
              }}
            />
          </Box>
          <Tabs value={tab} onChange={(_, v: TabKey) => setTab(v)} sx={{ mb: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Tab value="summary" label={t('driverAllowance.tab.summary')} />
            <Tab value="detail" label={t('driverAllowance.tab.detail')} />
            <Tab value="monthly" label={t('driverAllowance.tab.monthly')} />
          </Tabs>
          <Paper variant="outlined" sx={{ p: tab === 'summary' ? 0 : 1 }}>
            {tab === 'summary' && <SummaryTable rows={names} footer={data.footer} onOpen={openDriver} />}
            {tab === 'detail' && <DetailTab groups={detail} driverId={focusDriver} onAllDrivers={() => setFocusDriver(null)} />}
            {tab === 'monthly' && <MonthlyTab groups={monthly} />}
          </Paper>
          {othersOpen && (
            <OtherItemsDialog
              filter={filter}
              closed={data.header.closed}
              names={drivers.data ?? data.summary}
              onChanged={reload}
              onClose={() => setOthersOpen(false)}
            />
          )}
          {printing && <PrintSheet title={title} month={{ ...data, summary: names }} />}
        </>
      )}
    </Box>
  );
}
