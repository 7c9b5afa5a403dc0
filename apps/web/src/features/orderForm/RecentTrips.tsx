import { formatDate } from '@limo/domain';
import { orderRepeatEn, orderRepeatZhHK } from '@limo/domain/i18n/orderRepeat';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type Dispatch, type SetStateAction, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerTexts } from '../../i18n';
import type { OrderForm } from './orderModel';
import { copyTrip, recentQuery, recentTrips } from './repeatApi';
import { useDebounced } from './useRowPrices';

registerTexts(orderRepeatEn, orderRepeatZhHK);

interface Props {
  form: OrderForm;
  /** The vehicle row a copied trip goes into. */
  selected: number;
  setForm: Dispatch<SetStateAction<OrderForm>>;
}

/**
 * A repeat customer: the last trips of the passenger (or phone) typed in the selected row, each
 * copied into that row with one click. Hidden for a name once closed; a saved order is not offered.
 */
export function RecentTrips({ form, selected, setForm }: Props) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState<string | null>(null);
  const typed = form.id === null ? recentQuery(form, selected) : null;
  const q = useDebounced(typed, 400);
  const trips = useQuery({
    queryKey: ['orderForm', 'recentTrips', q, form.clientId],
    queryFn: ({ signal }) => recentTrips(q ?? '', form.clientId, signal),
    enabled: q !== null && q === typed && q !== hidden,
    retry: false,
    staleTime: 60_000,
  });
  if (q === null || q !== typed || q === hidden) return null;
  // A failed read offers nothing: it is a convenience, and the save reports a server down.
  if (!trips.data?.length) return null;
  const row = Math.min(selected, form.vehicles.length - 1);
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="recent-trips" aria-label={t('repeat.recentTitle', { who: q })} component="section">
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {t('repeat.recentTitle', { who: q })}
        </Typography>
        <IconButton size="small" aria-label={t('repeat.hide')} onClick={() => setHidden(q)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
        {trips.data.map((trip) => (
          <Box component="li" key={trip.orderVehicleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Button
              size="small"
              variant="outlined"
              title={t('repeat.copyHelp', { n: row + 1 })}
              onClick={() => {
                setForm((f) => copyTrip(f, row, trip));
                setHidden(q);
              }}
            >
              {t('repeat.copy')}
            </Button>
            <Typography variant="body2">
              {t('repeat.recentLine', {
                date: formatDate(trip.pickupDate),
                time: trip.pickupTime.slice(0, 5),
                from: trip.pickupLocation,
                to: trip.dropoffLocation ?? '',
                vehicleType: trip.vehicleType,
              })}
              {trip.paxName ? ` · ${trip.paxName}` : ''}
              {trip.contactName || trip.contactTel ? ` · ${t('repeat.recentContact', { name: trip.contactName ?? '', tel: trip.contactTel ?? '' })}` : ''}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
