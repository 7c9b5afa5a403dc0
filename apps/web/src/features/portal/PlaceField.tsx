/** A place of the trip: a stored place, a known location, or an address with its district. */
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { isChinese } from '../../i18n';
import type { Lookups, StoredPlace } from './portalApi';
import type { PlaceEntry, PlaceKind } from './tripModel';

const native = { select: { native: true }, inputLabel: { shrink: true } } as const;

export const PlaceField = memo(function PlaceField({
  label,
  value,
  onChange,
  lookups,
  places,
  optional = false,
  error = false,
  kinds,
}: {
  label: string;
  value: PlaceEntry;
  onChange: (p: PlaceEntry) => void;
  lookups: Lookups;
  places: StoredPlace[];
  optional?: boolean;
  error?: boolean;
  /** The kinds offered; by default those with something to pick. */
  kinds?: PlaceKind[];
}) {
  const { t, i18n } = useTranslation();
  const offered =
    kinds ??
    ([...(optional ? ['none'] : []), ...(places.length ? ['stored'] : []), ...(lookups.locations.length ? ['location'] : []), 'address'] as PlaceKind[]);
  const set = (patch: Partial<PlaceEntry>) => onChange({ ...value, ...patch });
  const name = (r: { name: string; nameChi?: string | null }) => (isChinese(i18n.language) && r.nameChi ? r.nameChi : r.name);
  const missing = (v: string) => error && !v.trim();
  return (
    <Stack spacing={1.5} role="group" aria-label={label}>
      {offered.length > 1 && (
        <TextField
          select
          label={t('pw.place.kind', { place: label })}
          value={value.kind}
          onChange={(e) => set({ kind: e.target.value as PlaceKind })}
          slotProps={native}
        >
          {offered.map((k) => (
            <option key={k} value={k}>
              {t(`pw.place.${k}`)}
            </option>
          ))}
        </TextField>
      )}
      {value.kind === 'stored' && (
        <TextField
          select
          required
          label={t('pw.place.savedPlace', { place: label })}
          value={value.clientPlaceId}
          error={missing(value.clientPlaceId)}
          onChange={(e) => set({ clientPlaceId: e.target.value })}
          slotProps={native}
        >
          <option value="">{t('pw.book.choose')}</option>
          {places.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.label}
            </option>
          ))}
        </TextField>
      )}
      {value.kind === 'location' && (
        <TextField
          select
          required
          label={t('pw.place.knownPlace', { place: label })}
          value={value.locationId}
          error={missing(value.locationId)}
          onChange={(e) => set({ locationId: e.target.value })}
          slotProps={native}
        >
          <option value="">{t('pw.book.choose')}</option>
          {lookups.locations.map((l) => (
            <option key={l.id} value={String(l.id)}>
              {name(l)}
            </option>
          ))}
        </TextField>
      )}
      {value.kind === 'address' && (
        <>
          <TextField
            required
            label={t('pw.place.addressOf', { place: label })}
            value={value.address}
            error={missing(value.address)}
            onChange={(e) => set({ address: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          {lookups.zones.length > 0 ? (
            <TextField
              select
              required
              label={t('pw.place.zone', { place: label })}
              value={value.zone}
              error={missing(value.zone)}
              onChange={(e) => set({ zone: e.target.value })}
              slotProps={native}
            >
              <option value="">{t('pw.book.choose')}</option>
              {lookups.zones.map((z) => (
                <option key={z} value={z}>
                  {z}
                </option>
              ))}
            </TextField>
          ) : (
            <TextField
              required
              label={t('pw.place.zone', { place: label })}
              value={value.zone}
              error={missing(value.zone)}
              onChange={(e) => set({ zone: e.target.value })}
            />
          )}
        </>
      )}
    </Stack>
  );
});
