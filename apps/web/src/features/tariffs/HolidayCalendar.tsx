import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { hasRight, operatorToday, RESOURCES } from '@limo/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { useUser } from '../../app/session/SessionContext';
import { isChinese } from '../../i18n';
import { RecordDialog } from '../../resources/RecordDialog';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { LoadingOverlay } from '../../widgets/LoadingOverlay';
import { byMonth, dayLabel, loadHolidays, monthName } from './holidays';

const def = RESOURCES.holidays;
const AREA = /^[A-Za-z0-9]{1,10}$/;

/**
 * The public holidays of an area, a year at a time, month by month (GET /node/api/holidays/{area}/{year}).
 * A holiday opens in the holiday form; the tariff staff keep them (the HOLIDAY surcharges apply on them).
 */
export function HolidayCalendar() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const user = useUser();
  const canWrite = hasRight(user.rights, def.rights.write);
  const [area, setArea] = useState('HK');
  const [year, setYear] = useState(() => Number(operatorToday().slice(0, 4)));
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const valid = AREA.test(area);
  const holidays = useQuery({
    queryKey: ['list', def.name, 'year', area.toUpperCase(), year],
    queryFn: () => loadHolidays(area.toUpperCase(), year),
    enabled: valid,
  });
  const months = byMonth(holidays.data ?? []);
  const describe = (h: Record<string, unknown>) => String((isChinese(lng) && h.holidayDescChi) || h.holidayDescEng || '');

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <TextField
          label={t('holiday.area')}
          value={area}
          onChange={(e) => setArea(e.target.value.toUpperCase())}
          error={!valid}
          sx={{ width: 110 }}
          slotProps={{ htmlInput: { maxLength: 10 } }}
        />
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <IconButton aria-label={t('holiday.previousYear')} onClick={() => setYear((y) => y - 1)}>
            <ChevronLeftIcon />
          </IconButton>
          <Typography variant="h6" component="h2" sx={{ minWidth: 64, textAlign: 'center' }} aria-live="polite">
            {year}
          </Typography>
          <IconButton aria-label={t('holiday.nextYear')} onClick={() => setYear((y) => y + 1)}>
            <ChevronRightIcon />
          </IconButton>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {holidays.data ? t('holiday.count', { count: holidays.data.length, year }) : ''}
        </Typography>
        {canWrite && (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing({ id: null })}>
            {t('holiday.add')}
          </Button>
        )}
      </Box>
      <ErrorAlert message={holidays.isError ? formatError(holidays.error) : null} />
      <Box
        sx={{
          position: 'relative',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
          gap: 1.5,
        }}
      >
        {months.map((m) => (
          <Paper key={m.month} variant="outlined" sx={{ p: 1.25, minHeight: 112 }} component="section" aria-label={monthName(m.month, lng)}>
            <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
              {monthName(m.month, lng)}
            </Typography>
            {m.holidays.length === 0 ? (
              <Typography variant="body2" color="text.disabled">
                {t('holiday.none')}
              </Typography>
            ) : (
              <List dense disablePadding>
                {m.holidays.map((h) => (
                  <ListItemButton key={h.id} onClick={() => setEditing({ id: h.id })} sx={{ px: 0.5, py: 0.25, gap: 1, alignItems: 'baseline' }}>
                    <Typography variant="body2" sx={{ minWidth: 64, fontVariantNumeric: 'tabular-nums', color: 'error.main', fontWeight: 500 }}>
                      {dayLabel(String(h.holidayDate), lng)}
                    </Typography>
                    <Typography variant="body2">{describe(h)}</Typography>
                  </ListItemButton>
                ))}
              </List>
            )}
          </Paper>
        ))}
        <LoadingOverlay open={holidays.isFetching} />
      </Box>
      {editing && <RecordDialog def={def} id={editing.id} canWrite={canWrite} onClose={() => setEditing(null)} />}
    </Box>
  );
}
