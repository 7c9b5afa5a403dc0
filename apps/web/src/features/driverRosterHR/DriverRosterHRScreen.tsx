import { formatDate } from '@limo/domain/rules/display-date';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { leaveEn, leaveZhHK } from '@limo/domain/i18n/leave';
import { operatorToday } from '@limo/domain/rules/operator-time';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { useRouteTitle } from '../../app/routeTitle';
import { registerTexts } from '../../i18n';
import { readerName } from '../../i18n/readerName';
import { driverChoiceOf, DriverPicker } from '../../widgets/DriverPicker';
import { CorrectionDialog } from './CorrectionDialog';
import { MonthField } from './MonthField';
import { fetchDriverLookups, fetchRosterHR } from './rosterHRApi';
import { gridRows, holidayDates, monthDays, monthOf } from './rosterHRModel';
import { RosterHRGrid } from './RosterHRGrid';

// This screen's texts load with it (i18n/index.ts).
registerTexts(leaveEn, leaveZhHK);

type Notice = { severity: 'success' | 'info'; text: string } | null;

/** /HR/driverRosterHR: a month by driver of actual duty times, overtime, leave and holidays; each day corrected with a logged reason. */
export default function DriverRosterHRScreen() {
  const { t, i18n } = useTranslation();
  const title = useRouteTitle('/HR/driverRosterHR');
  const [thisMonth] = useState(() => monthOf(operatorToday()));
  const [month, setMonth] = useState(thisMonth);
  const [driverId, setDriverId] = useState<number | null>(null);
  // The open day by driver and date, so a reloaded month gives the dialog the fresh day.
  const [open, setOpen] = useState<{ driverId: number; date: string } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const drivers = useQuery({ queryKey: ['lookups', 'drivers'], queryFn: fetchDriverLookups, staleTime: 60_000 });
  const roster = useQuery({ queryKey: ['rosterHR', month, driverId], queryFn: () => fetchRosterHR(month, driverId), placeholderData: keepPreviousData });
  const dates = useMemo(() => monthDays(month), [month]);
  const rows = useMemo(() => gridRows(roster.data ?? [], month), [roster.data, month]);
  const holidays = useMemo(() => holidayDates(rows), [rows]);
  const options = useMemo(() => (drivers.data ?? []).map(driverChoiceOf), [drivers.data]);

  const openRow = open ? rows.find((r) => r.driverId === open.driverId) : undefined;
  const openDay = openRow?.days.find((d) => d.date === open?.date);

  return (
    <Box sx={{ p: 1, display: 'flex', flexDirection: 'column', gap: 1, height: 'calc(100vh - 64px)' }}>
      <h1 style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>{title}</h1>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <MonthField value={month} onChange={setMonth} thisMonth={thisMonth} />
        <DriverPicker
          drivers={options}
          value={driverId}
          onChange={setDriverId}
          label={t('rosterHR.driver')}
          placeholder={t('rosterHR.allDrivers')}
          sx={{ width: 280 }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('rosterHR.help')}
        </Typography>
      </Stack>
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {roster.error && <Alert severity="error">{formatError(roster.error)}</Alert>}
      {roster.isSuccess && !rows.length ? (
        <Typography sx={{ py: 4, textAlign: 'center' }}>{t('rosterHR.none')}</Typography>
      ) : (
        <RosterHRGrid
          month={month}
          dates={dates}
          rows={rows}
          holidays={holidays}
          onOpen={(row, col) => {
            const day = row.days[col];
            if (day.dailyRosterId === null || day.dailyRosterId === undefined) {
              setNotice({ severity: 'info', text: t('rosterHR.noRosterDay', { driver: row.driverNo, date: formatDate(day.date) }) });
              return;
            }
            setNotice(null);
            setOpen({ driverId: row.driverId, date: day.date });
          }}
        />
      )}
      {openRow && openDay && openDay.dailyRosterId !== null && openDay.version !== null && (
        <CorrectionDialog
          key={`${openRow.driverId}${openDay.date}`}
          driver={`${openRow.driverNo} ${readerName(i18n.language, openRow.driverNameEng, openRow.driverNameChi)}`}
          day={{ ...openDay, dailyRosterId: openDay.dailyRosterId, version: openDay.version }}
          onClose={() => setOpen(null)}
          onStale={() => void roster.refetch()}
          onSaved={() => {
            setOpen(null);
            setNotice({ severity: 'success', text: t('rosterHR.saved') });
            void roster.refetch();
          }}
        />
      )}
    </Box>
  );
}
