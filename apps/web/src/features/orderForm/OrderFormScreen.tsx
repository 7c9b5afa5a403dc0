import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { orderFormEn, orderFormZhHK } from '@limo/domain/i18n/orderForm';
import { formatError } from '../../api/errors';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { LoadingOverlay } from '../../widgets/LoadingOverlay';
import { registerTexts } from '../../i18n';
import { getOrder } from './orderApi';
import { OrderImportBar } from '../orderImport/OrderImportBar';
import { OrderEditor } from './OrderEditor';
import { newOrderForm, type OrderForm } from './orderModel';
import { formFromWire } from './orderWire';

// This screen's texts load with it (i18n/index.ts).
registerTexts(orderFormEn, orderFormZhHK);

/** /order/ordering2 (a new order, or a repeat handed over in the location state) and /order/ordering3/:id. */
export default function OrderFormScreen() {
  const { id } = useParams();
  const location = useLocation();
  if (id === undefined) {
    const repeat = (location.state as { repeat?: OrderForm } | null)?.repeat;
    // A new key per visit: "New order" after a save starts a clean form.
    return (
      <>
        <OrderImportBar />
        <OrderEditor key={location.key} initial={repeat ?? newOrderForm()} />
      </>
    );
  }
  return <SavedOrder key={id} id={id} created={(location.state as { created?: string } | null)?.created} />;
}

function SavedOrder({ id, created }: { id: string; created?: string }) {
  const { t } = useTranslation();
  const orderId = /^\d{1,12}$/.test(id) ? Number(id) : null;
  const q = useQuery({
    queryKey: ['orderForm', 'order', orderId],
    queryFn: () => getOrder(orderId ?? 0),
    enabled: orderId !== null,
    retry: false,
    staleTime: Infinity,
  });
  if (orderId === null) return <ErrorAlert message={t('of.badPath')} />;
  if (q.error) return <ErrorAlert message={formatError(q.error)} />;
  if (!q.data) return <LoadingOverlay open />;
  return (
    <OrderEditor key={`${q.data.id}-${q.data.version}`} initial={formFromWire(q.data)} order={q.data} created={created} onReload={() => void q.refetch()} />
  );
}
