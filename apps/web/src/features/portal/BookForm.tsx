/*
 * The booking form: the trip's fields, "Get price" (the quote's lines and total) and Book, or Save for a
 * change. A new booking's draft and its Idempotency-Key live in sessionStorage until booked, so a reload
 * loses nothing and a retry after a network error books once.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { operatorToday } from '@limo/domain/rules/operator-time';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearDraft, keyForTrip, loadDraft, newIdempotencyKey, saveDraft } from './draftStore';
import { PassengersField } from './PassengersField';
import { PlaceField } from './PlaceField';
import { QuoteView } from './QuoteView';
import { changeOrder, createOrder, getQuote, type Lookups, type Passenger, type PortalOrder, type Quote, type StoredPlace } from './portalApi';
import { isLocked, NetworkError } from './portalClient';
import { isChinese } from '../../i18n';
import { errorText } from './portalUi';
import {
  changeBody,
  draftFromOrder,
  draftProblems,
  emptyDraft,
  emptyPlace,
  isHire,
  type PaxEntry,
  type PlaceEntry,
  TIME_SLOTS,
  type TripDraft,
  tripBody,
} from './tripModel';

const native = { select: { native: true }, inputLabel: { shrink: true } } as const;

export interface FormProps {
  lookups: Lookups;
  places: StoredPlace[];
  passengers: Passenger[];
  /** The trip being changed; none for a new booking. */
  order?: PortalOrder;
}

export function BookForm({ lookups, places, passengers, order }: FormProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const today = operatorToday();
  const [start] = useState(() =>
    order ? { draft: draftFromOrder(order), idempotencyKey: '' } : (loadDraft() ?? { draft: emptyDraft(today), idempotencyKey: newIdempotencyKey() }),
  );
  const [draft, setDraft] = useState<TripDraft>(start.draft);
  const [key, setKey] = useState(start.idempotencyKey);
  const [sentTrip, setSentTrip] = useState<string | undefined>(start.sentTrip);
  const [showErrors, setShowErrors] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [quote, setQuote] = useState<{ body: string; quote: Quote } | null>(null);

  useEffect(() => {
    if (!order) saveDraft({ draft, idempotencyKey: key, sentTrip });
  }, [draft, key, sentTrip, order]);

  const problems = draftProblems(draft);
  const body = problems.length ? null : JSON.stringify(tripBody(draft));
  const shownQuote = quote && quote.body === body ? quote.quote : null;
  const bad = (f: (typeof problems)[number]) => showErrors && problems.includes(f);
  const set = (patch: Partial<TripDraft>) => setDraft((d) => ({ ...d, ...patch }));
  // Stable handlers: the place and passenger parts (memo) render again only when their own value changes.
  const onPickup = useCallback((pickup: PlaceEntry) => setDraft((d) => ({ ...d, pickup })), []);
  const onDropoff = useCallback((dropoff: PlaceEntry) => setDraft((d) => ({ ...d, dropoff })), []);
  const onPassengers = useCallback((passengers: PaxEntry[]) => setDraft((d) => ({ ...d, passengers })), []);
  const vehicle = lookups.vehicleTypes.find((v) => String(v.id) === draft.vehicleTypeId);
  const name = (r: { name: string; nameChi?: string | null }) => (isChinese(i18n.language) && r.nameChi ? r.nameChi : r.name);

  function check(): boolean {
    if (!problems.length) return true;
    setShowErrors(true);
    setError(t('pw.book.fix', { fields: problems.map((p) => t(`pw.field.${p}`)).join(', ') }));
    return false;
  }

  async function price() {
    setError(null);
    if (!check() || !body) return;
    setBusy(true);
    try {
      setQuote({ body, quote: await getQuote(tripBody(draft)) });
    } catch (err) {
      setError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!check()) return;
    setBusy(true);
    try {
      const saved = order ? await changeOrder(order.id, changeBody(draft)) : await book();
      if (!order) clearDraft();
      await client.invalidateQueries({ queryKey: ['portal'] });
      void navigate(`/portal/trips/${saved?.id ?? order?.id}`, { state: { notice: order ? 'pw.trip.changed' : 'pw.trip.booked' } });
    } catch (err) {
      // Too late to change: back to the trip, whose buttons then say why.
      if (order && isLocked(err)) return void navigate(`/portal/trips/${order.id}`, { state: { locked: err.message } });
      // The key stays for this trip: pressing Book again after no answer returns the first booking, if there was one.
      setError(err instanceof NetworkError && !order ? t('pw.book.networkRetry') : errorText(err, t));
      setBusy(false);
    }
  }

  /** Books the draft with its trip's key: a new key once the trip changed after an attempt (a key is one exact trip's). */
  function book() {
    const trip = tripBody(draft);
    const next = keyForTrip({ idempotencyKey: key, sentTrip }, JSON.stringify(trip));
    setKey(next.idempotencyKey);
    setSentTrip(next.sentTrip);
    return createOrder(trip, next.idempotencyKey);
  }

  function startAgain() {
    setDraft(emptyDraft(today));
    setKey(newIdempotencyKey());
    setSentTrip(undefined);
    setQuote(null);
    setShowErrors(false);
    setError(null);
  }

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-labelledby="pw-book-title">
      <span id="pw-book-title" hidden>
        {order ? t('pw.book.changeTitle', { ref: order.orderRefId ?? order.id }) : t('pw.book.title')}
      </span>
      <TextField
        select
        required
        label={t('pw.book.serviceType')}
        value={draft.serviceTypeId}
        error={bad('serviceTypeId')}
        disabled={!!order}
        onChange={(e) => set({ serviceTypeId: e.target.value })}
        slotProps={native}
      >
        <option value="">{t('pw.book.choose')}</option>
        {lookups.serviceTypes.map((s) => (
          <option key={s.id} value={String(s.id)}>
            {name(s)}
          </option>
        ))}
      </TextField>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <TextField
          type="date"
          required
          label={t('pw.book.date')}
          value={draft.pickupDate}
          error={bad('pickupDate')}
          onChange={(e) => set({ pickupDate: e.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
          sx={{ flex: '1 1 150px' }}
        />
        <TextField
          select
          required
          label={t('pw.book.time')}
          value={draft.pickupTime}
          error={bad('pickupTime')}
          onChange={(e) => set({ pickupTime: e.target.value })}
          slotProps={native}
          sx={{ flex: '1 1 120px' }}
        >
          <option value="">{t('pw.book.choose')}</option>
          {TIME_SLOTS.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </TextField>
      </Stack>
      <TextField
        label={t('pw.book.flightNo')}
        value={draft.flightNo}
        onChange={(e) => set({ flightNo: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 10, autoCapitalize: 'characters' } }}
      />
      <PlaceField label={t('pw.book.pickup')} value={draft.pickup} onChange={onPickup} lookups={lookups} places={places} error={bad('pickup')} />
      {draft.stops.map((s, i) => (
        <Stack key={i} spacing={1}>
          <PlaceField
            label={t('pw.book.stop', { n: i + 1 })}
            value={s}
            onChange={(p) => set({ stops: draft.stops.map((x, j) => (j === i ? p : x)) })}
            lookups={lookups}
            places={places}
            error={bad('stops')}
          />
          <Button size="small" color="error" sx={{ alignSelf: 'flex-start' }} onClick={() => set({ stops: draft.stops.filter((_x, j) => j !== i) })}>
            {t('pw.book.removeStop', { n: i + 1 })}
          </Button>
        </Stack>
      ))}
      <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => set({ stops: [...draft.stops, emptyPlace()] })}>
        {t('pw.book.addStop')}
      </Button>
      <PlaceField label={t('pw.book.dropoff')} value={draft.dropoff} onChange={onDropoff} lookups={lookups} places={places} optional error={bad('dropoff')} />
      <TextField
        select
        required
        label={t('pw.book.vehicleType')}
        value={draft.vehicleTypeId}
        error={bad('vehicleTypeId')}
        disabled={!!order}
        onChange={(e) => set({ vehicleTypeId: e.target.value })}
        slotProps={native}
      >
        <option value="">{t('pw.book.choose')}</option>
        {lookups.vehicleTypes.map((v) => (
          <option key={v.id} value={String(v.id)}>
            {v.maxPax ? t('pw.book.vehicleTypeMax', { name: name(v), max: v.maxPax }) : name(v)}
          </option>
        ))}
      </TextField>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <TextField
          type="number"
          required
          label={t('pw.book.paxCount')}
          value={draft.paxCount}
          error={bad('paxCount')}
          disabled={!!order}
          onChange={(e) => set({ paxCount: e.target.value })}
          slotProps={{ htmlInput: { min: 1, max: vehicle?.maxPax ?? undefined, inputMode: 'numeric' } }}
          sx={{ flex: '1 1 120px' }}
        />
        <TextField
          type="number"
          label={t('pw.book.luggage')}
          value={draft.luggageCount}
          error={bad('luggageCount')}
          disabled={!!order}
          onChange={(e) => set({ luggageCount: e.target.value })}
          slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
          sx={{ flex: '1 1 120px' }}
        />
        {isHire(draft) && (
          <TextField
            type="number"
            required
            label={t('pw.book.hireHours')}
            value={draft.hireHours}
            error={bad('hireHours')}
            disabled={!!order}
            onChange={(e) => set({ hireHours: e.target.value })}
            slotProps={{ htmlInput: { min: 1, max: 24, inputMode: 'numeric' } }}
            sx={{ flex: '1 1 120px' }}
          />
        )}
      </Stack>
      <PassengersField value={draft.passengers} onChange={onPassengers} stored={passengers} error={bad('passengers')} />
      <TextField
        multiline
        rows={3}
        label={t('pw.book.remarks')}
        value={draft.remarks}
        onChange={(e) => set({ remarks: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      {shownQuote && <QuoteView quote={shownQuote} />}
      {error && (
        <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
          {error}
        </Alert>
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={busy} onClick={() => void price()}>
          {t('pw.book.getPrice')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {order ? t('pw.book.saveChange') : t('pw.book.submit')}
        </Button>
        {order ? (
          <Button disabled={busy} onClick={() => void navigate(`/portal/trips/${order.id}`)}>
            {t('pw.book.cancelChange')}
          </Button>
        ) : (
          <Button disabled={busy} onClick={startAgain}>
            {t('pw.book.clear')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
