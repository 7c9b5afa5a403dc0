/** Book a trip (/portal/book) or change one (/portal/trips/:id/change): what the form picks from, then the form. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BookForm } from './BookForm';
import { getOrder, listPassengers, listPlaces, loadLookups } from './portalApi';
import { Failed, Loading, PageTitle } from './portalUi';

export default function BookPage() {
  const { t } = useTranslation();
  const id = useParams().id;
  const lookups = useQuery({ queryKey: ['portal', 'lookups'], queryFn: loadLookups, staleTime: 600_000 });
  // A booker may pick from these; none stored (or the call refused) leaves the lists empty.
  const places = useQuery({ queryKey: ['portal', 'places'], queryFn: listPlaces });
  const passengers = useQuery({ queryKey: ['portal', 'passengers'], queryFn: listPassengers });
  const order = useQuery({ queryKey: ['portal', 'order', Number(id)], queryFn: () => getOrder(Number(id)), enabled: id !== undefined });
  const title = id ? t('pw.book.changeTitle', { ref: order.data?.orderRefId ?? id }) : t('pw.book.title');
  const waiting = lookups.isPending || places.isPending || passengers.isPending || (id !== undefined && order.isPending);
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {lookups.isError ? (
        <Failed error={lookups.error} retry={() => void lookups.refetch()} />
      ) : order.isError ? (
        <Failed error={order.error} retry={() => void order.refetch()} />
      ) : waiting ? (
        <Loading />
      ) : (
        <BookForm key={id ?? 'new'} lookups={lookups.data} places={places.data ?? []} passengers={passengers.data ?? []} order={order.data} />
      )}
    </>
  );
}
