import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate, operatorToday } from '@limo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { DateEntryField } from '../../widgets/DateEntryField';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { PickField } from '../pricing/PickField';
import { usePickList } from '../pricing/usePricing';
import { createOrderPayment, orderPayments } from './orderApi';
import type { OrderWire } from './orderModel';

/** The order's payments, and a new one: method, amount, date, remarks. */
export function PaymentsTab({ order }: { order: OrderWire }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = ['orderForm', 'payments', order.id];
  const list = useQuery({ queryKey: key, queryFn: () => orderPayments(order.id), retry: false });
  const methods = usePickList('paymentMethods').options ?? [];
  const [methodId, setMethodId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState<string | null>(operatorToday());
  const [remarks, setRemarks] = useState('');
  const add = useMutation({
    mutationFn: () =>
      createOrderPayment({
        orderId: order.id,
        paymentMethodId: methodId ?? 0,
        amount: amount.trim(),
        paymentDate: date ?? '',
        ...(remarks.trim() ? { remarks: remarks.trim() } : {}),
      }),
    onSuccess: () => {
      setAmount('');
      setRemarks('');
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: ['orderForm', 'history', order.id] });
    },
  });
  const rows = list.data ?? [];
  const methodLabel = (id: unknown) => methods.find((m) => m.id === id)?.label ?? String(id ?? '');
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <ErrorAlert message={list.error ? formatError(list.error) : add.error ? formatError(add.error) : null} onClose={() => add.reset()} />
      {list.isSuccess && rows.length === 0 && <Typography color="text.secondary">{t('of.noPayments')}</Typography>}
      {rows.length > 0 && (
        <Table size="small" aria-label={t('of.payments')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('of.paymentDate')}</TableCell>
              <TableCell>{t('of.paymentMethod')}</TableCell>
              <TableCell align="right">{t('of.amount')}</TableCell>
              <TableCell>{t('of.remarks')}</TableCell>
              <TableCell>{t('of.who')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((p) => (
              <TableRow key={p.id}>
                <TableCell>{formatDate(p.paymentDate as string)}</TableCell>
                <TableCell>{methodLabel(p.paymentMethodId)}</TableCell>
                <TableCell align="right">{String(p.amount ?? '')}</TableCell>
                <TableCell>{String(p.remarks ?? '')}</TableCell>
                <TableCell>{String(p.createBy ?? '')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {order.orderStatus !== 'V' && (
        <Box
          component="form"
          noValidate
          aria-label={t('of.addPayment')}
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate();
          }}
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1.5fr 1fr 1fr 2fr auto' }, alignItems: 'start' }}
        >
          <PickField kind="paymentMethods" label={t('of.paymentMethod')} value={methodId} onChange={setMethodId} required />
          <TextField
            size="small"
            label={t('of.amount')}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            required
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <DateEntryField label={t('of.paymentDate')} value={date} onChange={setDate} />
          <TextField
            size="small"
            label={t('of.remarks')}
            value={remarks}
            onChange={(e) => setRemarks(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Button type="submit" variant="outlined" disabled={add.isPending}>
            {t('of.addPayment')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
