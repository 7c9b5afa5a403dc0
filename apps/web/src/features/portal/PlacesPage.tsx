/** The client's stored places (/portal/places): a label and a known location or an address with district. */
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PlaceField } from './PlaceField';
import { listPlaces, loadLookups, type StoredPlace } from './portalApi';
import { placeText } from './portalUi';
import { StoredList } from './StoredList';
import { emptyPlace, type PlaceEntry, placeRef } from './tripModel';

interface Draft {
  label: string;
  place: PlaceEntry;
}

const NO_LOOKUPS = { serviceTypes: [], vehicleTypes: [], zones: [], locations: [] };

export default function PlacesPage() {
  const { t, i18n } = useTranslation();
  const lookups = useQuery({ queryKey: ['portal', 'lookups'], queryFn: loadLookups, staleTime: 600_000 });
  const known = lookups.data ?? NO_LOOKUPS;
  return (
    <StoredList<StoredPlace, Draft>
      kind="places"
      title={t('pw.places.title')}
      addText={t('pw.places.add')}
      noneText={t('pw.places.none')}
      load={listPlaces}
      label={(r) => r.label}
      detail={(r) => placeText(lookups.data, i18n.language, r.locationId, r.address, r.zone)}
      blank={() => ({ label: '', place: emptyPlace() })}
      toDraft={(r) => ({
        label: r.label,
        place:
          r.locationId !== null
            ? { ...emptyPlace('location'), locationId: String(r.locationId) }
            : { ...emptyPlace('address'), address: r.address ?? '', zone: r.zone ?? '' },
      })}
      toRow={(d) => {
        const ref = placeRef(d.place);
        if (!d.label.trim() || !ref || 'clientPlaceId' in ref) return null;
        if ('address' in ref && !ref.zone) return null;
        return {
          label: d.label.trim(),
          locationId: 'locationId' in ref ? ref.locationId : null,
          address: 'address' in ref ? ref.address : null,
          zone: 'zone' in ref ? ref.zone : null,
        };
      }}
      fields={(d, set) => (
        <>
          <TextField
            required
            autoFocus
            label={t('pw.places.label')}
            value={d.label}
            onChange={(e) => set({ label: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <PlaceField
            label={t('pw.places.where')}
            value={d.place}
            onChange={(place) => set({ place })}
            lookups={known}
            places={[]}
            kinds={known.locations.length ? ['location', 'address'] : ['address']}
          />
        </>
      )}
    />
  );
}
