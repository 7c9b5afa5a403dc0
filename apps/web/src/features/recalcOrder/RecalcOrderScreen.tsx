import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { orderOpsEn, orderOpsZhHK } from '@limo/domain/i18n/orderOps';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../app/routeTitle';
import { registerTexts } from '../../i18n';
import { RecalcLogTab } from './RecalcLogTab';
import { RecalcTab } from './RecalcTab';

// This screen's texts load with it (i18n/index.ts).
registerTexts(orderOpsEn, orderOpsZhHK);

/** /operation/recalcOrder: saved fares beside today's after a rate change, applied all or in part; the recalc log. */
export default function RecalcOrderScreen() {
  const { t } = useTranslation();
  const title = useRouteTitle('/operation/recalcOrder');
  const [tab, setTab] = useState<'recalc' | 'log'>('recalc');
  return (
    <Box>
      <Typography variant="h6" component="h1">
        {title}
      </Typography>
      <Tabs value={tab} onChange={(_, v: 'recalc' | 'log') => setTab(v)} aria-label={title} sx={{ mb: 1 }}>
        <Tab value="recalc" label={t('rc.tab.recalc')} />
        <Tab value="log" label={t('rc.tab.log')} />
      </Tabs>
      {/* The preview stays as it was while the log is looked at. */}
      <Box hidden={tab !== 'recalc'}>
        <RecalcTab label={t('rc.table')} />
      </Box>
      {tab === 'log' && <RecalcLogTab />}
    </Box>
  );
}
