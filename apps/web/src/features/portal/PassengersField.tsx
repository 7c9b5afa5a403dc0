/** The trip's passengers: stored ones picked from the client's list, or typed. */
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Passenger } from './portalApi';
import { newPax, type PaxEntry } from './tripModel';

export const PassengersField = memo(function PassengersField({
  value,
  onChange,
  stored,
  error,
}: {
  value: PaxEntry[];
  onChange: (v: PaxEntry[]) => void;
  stored: Passenger[];
  error: boolean;
}) {
  const { t } = useTranslation();
  const picked = new Set(value.map((p) => p.clientPassengerId).filter(Boolean));
  const left = stored.filter((p) => !picked.has(String(p.id)));
  const update = (key: string, patch: Partial<PaxEntry>) => onChange(value.map((p) => (p.key === key ? { ...p, ...patch } : p)));
  return (
    <Stack spacing={1.5} role="group" aria-labelledby="pw-book-pax">
      <Typography id="pw-book-pax" variant="subtitle1" component="h2">
        {t('pw.book.passengers')}
      </Typography>
      {value.map((p, i) => {
        const n = i + 1;
        const storedOne = stored.find((s) => String(s.id) === p.clientPassengerId);
        return (
          <Paper key={p.key} variant="outlined" sx={{ p: 1.5 }} role="group" aria-label={t('pw.book.passengerN', { n })}>
            <Stack spacing={1.5}>
              {p.clientPassengerId ? (
                <Typography>{storedOne ? [storedOne.name, storedOne.mobile].filter(Boolean).join(' · ') : p.clientPassengerId}</Typography>
              ) : (
                <>
                  <TextField
                    size="small"
                    required
                    label={`${t('pw.pax.name')} (${n})`}
                    value={p.name}
                    error={error && !p.name.trim()}
                    onChange={(e) => update(p.key, { name: e.target.value })}
                    slotProps={{ htmlInput: { maxLength: 100 } }}
                  />
                  <TextField
                    size="small"
                    type="tel"
                    label={`${t('pw.pax.mobile')} (${n})`}
                    value={p.mobile}
                    onChange={(e) => update(p.key, { mobile: e.target.value })}
                    autoComplete="off"
                  />
                  <TextField
                    size="small"
                    type="email"
                    label={`${t('pw.pax.email')} (${n})`}
                    value={p.email}
                    onChange={(e) => update(p.key, { email: e.target.value })}
                    autoComplete="off"
                  />
                  <FormControlLabel
                    control={<Checkbox checked={p.notify} onChange={(e) => update(p.key, { notify: e.target.checked })} />}
                    label={`${t('pw.pax.notify')} (${n})`}
                  />
                </>
              )}
              <Button size="small" color="error" sx={{ alignSelf: 'flex-start' }} onClick={() => onChange(value.filter((x) => x.key !== p.key))}>
                {t('pw.book.removePax', { n })}
              </Button>
            </Stack>
          </Paper>
        );
      })}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {left.length > 0 && (
          <TextField
            select
            size="small"
            label={t('pw.book.addSaved')}
            value=""
            onChange={(e) => e.target.value && onChange([...value, newPax({ clientPassengerId: e.target.value })])}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ flex: '1 1 200px' }}
          >
            <option value="">{t('pw.book.choose')}</option>
            {left.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.name}
              </option>
            ))}
          </TextField>
        )}
        <Button variant="outlined" onClick={() => onChange([...value, newPax()])}>
          {t('pw.book.addTyped')}
        </Button>
      </Stack>
    </Stack>
  );
});
