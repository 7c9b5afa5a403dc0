import FlightIcon from '@mui/icons-material/Flight';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { ORDER_VEHICLE_TEXT_MAX } from '@limo/domain/rules/order/request';
import { LimitedTextField } from '../../widgets/LimitedTextField';
import Tooltip from '@mui/material/Tooltip';
import { flightsEn, flightsZhHK } from '@limo/domain/i18n/flights';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { registerTexts } from '../../i18n';
import { flightChanges, type FlightSch, getFlightSch, lookupDate, lookupKey, mismatch } from './flightApi';
import type { VehicleRow } from './orderModel';

registerTexts(flightsEn, flightsZhHK);

interface Props {
  row: VehicleRow;
  onChange: (change: Partial<VehicleRow>) => void;
  /** The save's 400 for the flight number. */
  error?: string;
}

type Lookup =
  | { state: 'idle' }
  | { state: 'loading'; key: string }
  | { state: 'found'; key: string; answer: FlightSch }
  | { state: 'notFound'; key: string }
  | { state: 'failed'; key: string; reason: string };

const reasonOf = (err: unknown) => (err instanceof ApiError ? err.errors.join('; ') || err.message : err instanceof Error ? err.message : String(err));

/**
 * The flight number with its lookup (issue 15): Enter, the button, or leaving a changed number when
 * the date is known asks getFlightSch and fills the row (flightApi.ts). A flight not found is said,
 * and saving goes on: the timetable need not know every flight.
 */
export function FlightLookup({ row, onChange, error }: Props) {
  const { t } = useTranslation();
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  // The answer comes later: it changes the row as it is then, and only while it holds the same flight.
  const latest = useRef(row);
  latest.current = row;
  const onFocusValue = useRef(row.flightNo);
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);

  const date = lookupDate(row);
  const key = lookupKey(row);
  const canLookUp = row.flightNo.trim() !== '' && date !== null;

  const run = async () => {
    if (!canLookUp || !date) return;
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setLookup({ state: 'loading', key });
    try {
      const answer = await getFlightSch(row.flightNo.trim(), date, controller.signal);
      if (controller.signal.aborted || lookupKey(latest.current) !== key) return;
      if (!answer) return setLookup({ state: 'notFound', key });
      onChange(flightChanges(latest.current, answer));
      // The row now holds the provider's spelling of the number (and an arrival's ETA date): the key follows.
      setLookup({ state: 'found', key: lookupKey({ ...latest.current, ...flightChanges(latest.current, answer) }), answer });
    } catch (err) {
      if (!controller.signal.aborted) setLookup({ state: 'failed', key, reason: reasonOf(err) });
    }
  };

  // A result is shown while the row holds the flight and date it answered.
  const shown = lookup.state !== 'idle' && lookup.key === key ? lookup : null;
  let helper: string | undefined = error;
  let warn = false;
  if (!helper && shown?.state === 'loading') helper = t('flight.looking');
  if (!helper && (shown?.state === 'notFound' || shown?.state === 'failed')) {
    helper = shown.state === 'notFound' ? t('flight.notFound') : t('flight.failed', { reason: shown.reason });
    warn = true;
  }
  if (!helper && shown?.state === 'found') {
    const a = shown.answer;
    const lands = a.destination === 'HKG';
    const parts = [t('flight.route', { origin: a.origin, destination: a.destination })];
    if (a.scheduledTime) parts.push(t(lands ? 'flight.lands' : 'flight.departs', { time: a.scheduledTime }));
    if (a.estimatedTime && a.estimatedTime !== a.scheduledTime) parts.push(t('flight.estimated', { time: a.estimatedTime }));
    if (a.terminal) parts.push(t('flight.terminal', { terminal: a.terminal }));
    if (a.status !== 'SCHEDULED') parts.push(a.status);
    const odd = mismatch(row, a);
    if (odd) parts.push(t(odd));
    helper = parts.join(' · ');
    warn = odd !== null;
  }

  return (
    <LimitedTextField
      max={ORDER_VEHICLE_TEXT_MAX.flightNo}
      size="small"
      label={t('of.flightNo')}
      value={row.flightNo}
      onChange={(e) => onChange({ flightNo: e.target.value.toUpperCase() })}
      onFocus={() => {
        onFocusValue.current = row.flightNo;
      }}
      onBlur={() => {
        if (row.flightNo !== onFocusValue.current && shown?.state !== 'found') void run();
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        e.preventDefault();
        void run();
      }}
      error={Boolean(error)}
      helperText={helper}
      slotProps={{
        htmlInput: { 'data-field': 'flightNo' },
        formHelperText: { sx: warn ? { color: 'warning.dark' } : undefined, role: shown ? 'status' : undefined } as object,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={t('flight.lookupHelp')} describeChild>
                <span>
                  {/* Out of the Tab order: Enter in the field does the same. */}
                  <IconButton size="small" edge="end" tabIndex={-1} aria-label={t('flight.lookup')} disabled={!canLookUp} onClick={() => void run()}>
                    {shown?.state === 'loading' ? <CircularProgress size={16} /> : <FlightIcon fontSize="small" />}
                  </IconButton>
                </span>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
