import { formatNamedValue } from '@limo/domain/rules/display-date';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import type { HalRecord } from '../../api/hal';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { headerStamp } from '../../widgets/RecordStamp';
import { AgentRefsTab } from './AgentRefsTab';
import { orderHistories } from './orderApi';
import type { OrderWire } from './orderModel';
import { PaymentsTab } from './PaymentsTab';

/** A saved order's history (who changed what, newest first), payments and agent references. */
export function OrderTabs({ order }: { order: OrderWire }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState(0);
  return (
    <Box>
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)} aria-label={t('of.form')}>
        <Tab label={t('of.history')} />
        <Tab label={t('of.payments')} />
        <Tab label={t('of.agentRefs')} />
      </Tabs>
      <Box sx={{ pt: 1.5 }}>
        {tab === 0 && <HistoryTab orderId={order.id} version={order.version} />}
        {tab === 1 && <PaymentsTab order={order} />}
        {tab === 2 && <AgentRefsTab order={order} />}
      </Box>
    </Box>
  );
}

/** A recorded value as the server worded it in the user's language (issue 30); a server without the words: the stored value. */
function shownValue(h: HalRecord, which: 'old' | 'new'): string {
  const text = h[`${which}Text`];
  if (text !== undefined) return String(text ?? '');
  return formatNamedValue(String(h.fieldName ?? ''), String(h[`${which}Value`] ?? ''));
}

function HistoryTab({ orderId, version }: { orderId: number; version: number }) {
  const { t } = useTranslation();
  // The version in the key: every save writes history, so a saved form reads it again.
  const q = useQuery({ queryKey: ['orderForm', 'history', orderId, version], queryFn: () => orderHistories(orderId), retry: false });
  if (q.error) return <ErrorAlert message={formatError(q.error)} />;
  const rows = q.data ?? [];
  if (q.isSuccess && rows.length === 0) return <Typography color="text.secondary">{t('of.noHistory')}</Typography>;
  return (
    <Table size="small" aria-label={t('of.history')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('of.when')}</TableCell>
          <TableCell>{t('of.who')}</TableCell>
          <TableCell>{t('of.field')}</TableCell>
          <TableCell>{t('of.old')}</TableCell>
          <TableCell>{t('of.new')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((h) => (
          <TableRow key={h.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{headerStamp(h.createDt)}</TableCell>
            <TableCell>{String(h.createBy ?? '')}</TableCell>
            <TableCell>{String(h.fieldLabel ?? h.fieldName ?? '')}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{shownValue(h, 'old')}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{shownValue(h, 'new')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
