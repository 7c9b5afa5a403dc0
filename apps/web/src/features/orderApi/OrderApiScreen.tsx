import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { orderApiEn, orderApiZhHK } from '@limo/domain/i18n/orderApi';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../app/routeTitle';
import { registerTexts } from '../../i18n';
import { ApiLogTab } from './ApiLogTab';
import { BookingsTab } from './BookingsTab';
import { KeysTab } from './KeysTab';
import { TripsTab } from './TripsTab';

// This screen's texts load with it (i18n/index.ts).
registerTexts(orderApiEn, orderApiZhHK);

type TabName = 'bookings' | 'trips' | 'log' | 'keys';

/** /operation/orderAPI: the chinaLink partner feed (issue 18): its bookings, our trips, the API log, keys and settings. */
export default function OrderApiScreen() {
  const { t } = useTranslation();
  const title = useRouteTitle('/operation/orderAPI');
  const [tab, setTab] = useState<TabName>('bookings');
  return (
    <Box>
      <Typography variant="h6" component="h1">
        {title}
      </Typography>
      <Tabs value={tab} onChange={(_, v: TabName) => setTab(v)} aria-label={title} sx={{ mb: 1 }}>
        <Tab value="bookings" label={t('oapi.tab.bookings')} />
        <Tab value="trips" label={t('oapi.tab.trips')} />
        <Tab value="log" label={t('oapi.tab.log')} />
        <Tab value="keys" label={t('oapi.tab.keys')} />
      </Tabs>
      {/* One tab at a time: the bookings stop polling while another is looked at. */}
      {tab === 'bookings' && <BookingsTab />}
      {tab === 'trips' && <TripsTab />}
      {tab === 'log' && <ApiLogTab />}
      {tab === 'keys' && <KeysTab />}
    </Box>
  );
}
