import { hasRight, proposeZone, type ZonedLocation, zonesOf } from '@limo/domain';
import { orderFormEn, orderFormZhHK } from '@limo/domain/i18n/orderForm';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readList } from '../../api/hal';
import { api } from '../../api/http';
import { registerTexts } from '../../i18n';
import { useSession } from '../../app/session/SessionContext';
import { byTypedText, PickField } from '../pricing/PickField';
import { type PickOption, pickSource, usePickList } from '../pricing/usePricing';
import { SaveLocationDialog } from './SaveLocationDialog';

// Its words (and the save dialog's) are the order form's: registered here too, for the price calculator's stops.
registerTexts(orderFormEn, orderFormZhHK);

/** A pick-up, stop or drop-off: a location, or a typed address with its zone (issue 30 part 3). */
export interface PlaceValue {
  locationId: number | null;
  address: string;
  zone: string;
}

interface Props {
  label: string;
  /** `pickup`, `dropoff` or a stop's `stops[i]`: names the box and the zone field (`pickupZone`) for the tests. */
  role: string;
  /** The zone's wire name when it is not `<role>Zone` (a stop's `stops[i].zone`). */
  zoneField?: string;
  value: PlaceValue;
  onChange: (v: PlaceValue) => void;
  required?: boolean;
  disabled?: boolean;
  /** The message for the location or address, and the one for the zone. */
  error?: string;
  zoneError?: string;
}

/** The active locations with their names and zones: what the zone proposal reads. */
function useZonedLocations(): ZonedLocation[] {
  const rights = useSession().user?.rights ?? [];
  const source = pickSource('locations', rights);
  const q = useQuery({
    queryKey: ['orderForm', 'zonedLocations', source?.path],
    queryFn: async () =>
      readList(await api(source?.path ?? ''), source?.list ?? '').map((r) => ({
        name: String(r.locationDescEng ?? ''),
        nameZh: String(r.locationDescChi ?? ''),
        zone: String(r.contractLabel ?? ''),
      })),
    enabled: Boolean(source),
    retry: false,
    staleTime: 60_000,
  });
  return q.data ?? [];
}

/**
 * A location picked from the list, or typed text kept as an address when it names none (Tab keeps it),
 * with a zone select proposed from the closest location name and, for the LOCATION right, "Save as a location".
 */
export function PlaceField({ label, role, zoneField, value, onChange, required, disabled, error, zoneError }: Props) {
  const { t } = useTranslation();
  const { options, loading } = usePickList('locations');
  const zoned = useZonedLocations();
  const canSave = hasRight(useSession().user?.rights ?? [], 'LOCATION');
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  if (options === null) {
    // A user who may read no list of locations types an id, as before.
    return (
      <PickField
        kind="locations"
        label={label}
        value={value.locationId}
        onChange={(id) => onChange({ locationId: id, address: '', zone: '' })}
        disabled={disabled}
        required={required}
        error={Boolean(error)}
        helperText={error}
      />
    );
  }
  const chosen: PickOption | string | null =
    value.locationId !== null
      ? (options.find((o) => o.id === value.locationId) ?? { id: value.locationId, label: String(value.locationId) })
      : value.address || null;
  const free = value.locationId === null && value.address.trim() !== '';
  const zones = zonesOf(zoned);
  if (value.zone && !zones.some((z) => z.toUpperCase() === value.zone.toUpperCase())) zones.push(value.zone);
  const typed = (text: string) => {
    const address = text.trim();
    if (!address) return onChange({ locationId: null, address: '', zone: '' });
    onChange({ locationId: null, address, zone: proposeZone(address, zoned) || value.zone });
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid={`${role}-place`}>
      <Autocomplete<PickOption, false, false, true>
        freeSolo
        autoSelect
        autoHighlight
        size="small"
        options={options}
        loading={loading}
        value={chosen}
        disabled={disabled}
        getOptionLabel={(o) => (typeof o === 'string' ? o : o.label)}
        filterOptions={(os, state) => byTypedText(os, state.inputValue)}
        isOptionEqualToValue={(a, b) => typeof b !== 'string' && a.id === b.id}
        onChange={(_, o, reason) => {
          if (typeof o !== 'string') return onChange({ locationId: o?.id ?? null, address: '', zone: '' });
          // Enter or leaving the field while locations are listed takes the first (autoSelect): an address is text that
          // names no location. (In the browser a free-solo Enter or Tab can come before the list's highlight.)
          const first = reason === 'createOption' || reason === 'blur' ? byTypedText(options, o)[0] : undefined;
          return first ? onChange({ locationId: first.id, address: '', zone: '' }) : typed(o);
        }}
        renderOption={(props, o) => (
          <li {...props} key={o.id}>
            {o.label}
          </li>
        )}
        renderInput={(params) => (
          <TextField {...params} label={label} required={required} error={Boolean(error)} helperText={error ?? (free ? t('of.freeAddress') : undefined)} />
        )}
      />
      {free && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            select
            size="small"
            label={t('of.zone')}
            value={value.zone}
            onChange={(e) => onChange({ ...value, zone: e.target.value })}
            required
            error={Boolean(zoneError)}
            helperText={zoneError}
            sx={{ flex: 1 }}
            slotProps={{ select: { native: true }, htmlInput: { 'data-field': zoneField ?? `${role}Zone` } }}
          >
            <option value="" />
            {zones.map((z) => (
              <option key={z} value={z}>
                {z}
              </option>
            ))}
          </TextField>
          {canSave && value.zone && (
            <Button size="small" onClick={() => setSaving(true)}>
              {t('of.saveLocation')}
            </Button>
          )}
        </Box>
      )}
      {saving && (
        <SaveLocationDialog
          address={value.address}
          zone={value.zone}
          onClose={() => setSaving(false)}
          onSaved={(id) => {
            setSaving(false);
            void queryClient.invalidateQueries({ queryKey: ['pricing', 'pick'] });
            void queryClient.invalidateQueries({ queryKey: ['orderForm', 'zonedLocations'] });
            onChange({ locationId: id, address: '', zone: '' });
          }}
        />
      )}
    </Box>
  );
}
