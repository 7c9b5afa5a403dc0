import { formatDate } from '@limo/domain';
import { orderRepeatEn, orderRepeatZhHK } from '@limo/domain/i18n/orderRepeat';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { registerTexts } from '../../i18n';
import type { OrderForm } from './orderModel';
import { duplicateBody, findDuplicateBookings } from './repeatApi';
import { useDebounced } from './useRowPrices';

registerTexts(orderRepeatEn, orderRepeatZhHK);

/**
 * A warning while the order is typed: active bookings of the same client and passenger or phone
 * picked up close to the draft's. Saving is not stopped (it may be a new booking after all).
 */
export function DuplicateWarning({ form }: { form: OrderForm }) {
  const { t } = useTranslation();
  const body = useDebounced(JSON.stringify(duplicateBody(form)), 500);
  const q = useQuery({
    queryKey: ['orderForm', 'duplicates', body],
    queryFn: ({ signal }) => findDuplicateBookings(JSON.parse(body), signal),
    enabled: body !== 'null',
    retry: false,
    staleTime: 30_000,
  });
  // A failed check says nothing: it is a hint, and the save itself reports a server down.
  const found = body !== 'null' ? (q.data?.orderVehicles ?? []) : [];
  if (!found.length || !q.data) return null;
  return (
    <Alert severity="warning" role="status" data-testid="duplicate-warning">
      {t('repeat.duplicateTitle', { minutes: q.data.windowMinutes })}
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {found.map((d) => (
          <li key={d.orderVehicleId}>
            <Link href={`/order/ordering3/${d.orderId}`} target="_blank" rel="noopener" title={t('repeat.open', { ref: d.orderRefId })}>
              {t('repeat.duplicateLine', {
                ref: d.orderRefId,
                seq: d.seqNo,
                date: formatDate(d.pickupDate),
                time: d.pickupTime.slice(0, 5),
                names: d.paxNames.join(', ') || d.contactName || d.contactTel || '',
              })}
            </Link>{' '}
            ({t(d.matchedBy === 'paxName' ? 'repeat.byName' : 'repeat.byPhone')})
          </li>
        ))}
      </Box>
      {t('repeat.duplicateHint')}
    </Alert>
  );
}
