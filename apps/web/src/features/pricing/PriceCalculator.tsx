import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type PricingResult, SERVICE_TYPES, type ServiceType } from '@limo/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, formatError } from '../../api/errors';
import { DatePickerField } from '../../widgets/DatePickerField';
import { LoadingOverlay } from '../../widgets/LoadingOverlay';
import { TimePickerField } from '../../widgets/TimePickerField';
import { StopsField } from '../orderForm/StopsField';
import { PickField } from './PickField';
import { PriceLines } from './PriceLines';
import { type CalculatorDefaults, type CalculatorForm, newForm, type OcEntry, priceOrder, pricingBody } from './usePricing';

/** The messages of a refusal, one per line: the server's list when it gives one. */
function problemsOf(err: unknown): string[] {
  if (err instanceof ApiError && err.errors.length) return err.errors;
  return formatError(err).split('\n').filter(Boolean);
}

/**
 * The price calculator (issue 8): a trip of a client priced by POST /api/getOrderTariff as lines a
 * person can check, each with its rule. Prices only; nothing is saved. `defaults` come from the
 * screen it sits on (a class rate's tariff and vehicle type, a special rate's client).
 */
export function PriceCalculator({ defaults }: { defaults?: CalculatorDefaults }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<CalculatorForm>(() => newForm(defaults));
  const [result, setResult] = useState<PricingResult | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof CalculatorForm>(key: K, value: CalculatorForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setOc = (i: number, change: Partial<OcEntry>) =>
    set(
      'ocs',
      form.ocs.map((o, j) => (j === i ? { ...o, ...change } : o)),
    );
  const hire = form.serviceType === 'Hire';

  /** What the server would refuse as missing, named as the form names it. */
  const missing = () => {
    const need: [unknown, string][] = [
      [form.clientId, t('price.client')],
      [form.vehicleTypeId, t('price.vehicleType')],
      [form.serviceDate, t('price.serviceDate')],
      [form.pickupTime, t('price.pickupTime')],
      [form.pickupLocationId, t('price.pickup')],
      hire ? [form.hireMinutes.trim() || null, t('price.hireMinutes')] : [form.dropoffLocationId, t('price.dropoff')],
    ];
    return need.filter(([v]) => v === null || v === '').map(([, field]) => t('price.required', { field }));
  };

  const submit = async () => {
    const absent = missing();
    setResult(null);
    setProblems(absent);
    if (absent.length) return;
    setBusy(true);
    try {
      setResult(await priceOrder(pricingBody(form)));
    } catch (err) {
      setProblems(problemsOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ position: 'relative', display: 'grid', gap: 2 }}>
      <Box
        component="form"
        noValidate
        aria-label={t('price.title')}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, pt: 1 }}
      >
        <PickField kind="clients" label={t('price.client')} value={form.clientId} onChange={(v) => set('clientId', v)} required />
        <PickField kind="vehicleTypes" label={t('price.vehicleType')} value={form.vehicleTypeId} onChange={(v) => set('vehicleTypeId', v)} required />
        <TextField
          select
          size="small"
          label={t('price.serviceType')}
          value={form.serviceType}
          onChange={(e) => set('serviceType', e.target.value as ServiceType)}
        >
          {SERVICE_TYPES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`option.serviceType.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <DatePickerField label={t('price.serviceDate')} value={form.serviceDate} onChange={(v) => set('serviceDate', v)} required />
        <TimePickerField label={t('price.pickupTime')} value={form.pickupTime} onChange={(v) => set('pickupTime', v)} required />
        <TextField
          size="small"
          label={t(hire ? 'price.hireMinutes' : 'price.waitingMinutes')}
          value={hire ? form.hireMinutes : form.waitingMinutes}
          onChange={(e) => set(hire ? 'hireMinutes' : 'waitingMinutes', e.target.value.replace(/\D/g, ''))}
          required={hire}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        />
        <PickField kind="locations" label={t('price.pickup')} value={form.pickupLocationId} onChange={(v) => set('pickupLocationId', v)} required />
        <PickField
          kind="locations"
          label={t('price.dropoff')}
          value={hire ? null : form.dropoffLocationId}
          onChange={(v) => set('dropoffLocationId', v)}
          disabled={hire}
          required={!hire}
        />
        {/* The order form's stops: each a location, or a free address with its zone (issue 30 part 3). */}
        <StopsField value={form.stops} onChange={(v) => set('stops', v)} />
        <TextField
          size="small"
          label={t('price.voucherNo')}
          value={form.voucherNo}
          onChange={(e) => set('voucherNo', e.target.value)}
          slotProps={{ htmlInput: { maxLength: 20 } }}
        />
        <Box sx={{ gridColumn: { md: '1 / -1' }, display: 'grid', gap: 1 }}>
          <Typography variant="subtitle2">{t('price.charges')}</Typography>
          {form.ocs.map((o, i) => (
            <Box key={i} sx={{ display: 'grid', gap: 1, gridTemplateColumns: '2fr 90px 1fr auto', alignItems: 'center' }}>
              <PickField kind="tariffOCs" label={t('price.charge')} value={o.tariffOcId} onChange={(v) => setOc(i, { tariffOcId: v })} />
              <TextField size="small" label={t('price.qty')} value={o.qty} onChange={(e) => setOc(i, { qty: e.target.value.replace(/\D/g, '') })} />
              <TextField
                size="small"
                label={t('price.atCost')}
                value={o.amount}
                onChange={(e) => setOc(i, { amount: e.target.value })}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <IconButton
                aria-label={t('price.removeCharge')}
                onClick={() =>
                  set(
                    'ocs',
                    form.ocs.filter((_, j) => j !== i),
                  )
                }
              >
                <DeleteOutlinedIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button size="small" startIcon={<AddIcon />} onClick={() => set('ocs', [...form.ocs, { tariffOcId: null, qty: '1', amount: '' }])}>
              {t('price.addCharge')}
            </Button>
            <Box sx={{ flex: 1 }} />
            <Button type="submit" variant="contained" disabled={busy}>
              {t('price.price')}
            </Button>
          </Box>
        </Box>
      </Box>
      {problems.length > 0 && (
        <Alert severity="error" role="alert" onClose={() => setProblems([])}>
          {t('price.refused')}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {problems.map((p, i) => (
              <li key={i}>{p}</li>
            ))}
          </Box>
        </Alert>
      )}
      {result && <PriceLines result={result} tariffId={defaults?.tariffId} />}
      <LoadingOverlay open={busy} />
    </Box>
  );
}
