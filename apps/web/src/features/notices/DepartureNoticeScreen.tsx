import { useTranslation } from 'react-i18next';
import { loadNotices } from './noticesApi';
import { joined, type NoticeRow } from './noticesModel';
import { NoticeSheet } from './NoticeSheets';
import { type Column, PrintListScreen } from './PrintListScreen';
import { PAPER } from './PrintPages';

/** /operation/departureNotice: one notice per departure of a date for the hotel desk, printed (A5) or as a PDF. */
export default function DepartureNoticeScreen() {
  const { t } = useTranslation();
  const columns: Column<NoticeRow>[] = [
    { header: t('notices.col.time'), cell: (r) => r.pickupTime, nowrap: true },
    { header: t('notices.col.ref'), cell: (r) => r.orderRefId, nowrap: true },
    { header: t('notices.col.pax'), cell: (r) => r.paxNames.join(', ') },
    { header: t('notices.col.from'), cell: (r) => r.pickupLocation },
    { header: t('notices.col.flight'), cell: (r) => joined(r.flightNo, r.flightTime), nowrap: true },
    { header: t('notices.col.driver'), cell: (r) => joined(r.driverName, r.driverMobile) },
    { header: t('notices.col.plate'), cell: (r) => r.plate, nowrap: true },
    { header: t('notices.col.client'), cell: (r) => r.clientName },
  ];
  return (
    <PrintListScreen
      path="/operation/departureNotice"
      kind="notices"
      load={loadNotices}
      columns={columns}
      sheet={(r) => <NoticeSheet row={r} />}
      paper={PAPER.notices}
      previewScale={0.4}
      empty={(date) => t('notices.emptyDepartures', { date })}
    />
  );
}
