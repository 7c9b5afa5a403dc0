import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { needsCancelReason, operatorToday, type OrderStatus, orderStatusMoves } from '@limo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatError } from '../../api/errors';
import { DateEntryField } from '../../widgets/DateEntryField';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { PickField } from '../pricing/PickField';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { repriceOrder } from './orderApi';
import { type OrderForm, type OrderWire, repeatOrder } from './orderModel';

interface Props {
  form: OrderForm;
  order: OrderWire;
  save: (override?: Partial<OrderForm>) => Promise<OrderWire | null>;
  /** The form holds changes not saved yet (re-pricing reloads the order and drops them). */
  dirty?: boolean;
}

/** The moves the order's status allows (docs/ordering.md), repeat and re-price. */
export function OrderActions({ form, order, save, dirty = false }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [move, setMove] = useState<OrderStatus | null>(null);
  const [reasonId, setReasonId] = useState<number | null>(null);
  const [repeatOn, setRepeatOn] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const from = order.orderStatus as OrderStatus;
  const moves = orderStatusMoves(from);
  const moveLabel = (to: OrderStatus) => t(from === 'C' && to === 'A' ? 'of.move.reinstate' : `of.move.${to}`);

  const doMove = async () => {
    if (!move) return;
    const to = move;
    setMove(null);
    await save({ orderStatus: to, cancelReasonId: needsCancelReason(to) ? reasonId : null });
  };
  const reprice = async () => {
    setAsking(false);
    setError(null);
    try {
      const priced = await repriceOrder(order.id, order.version);
      queryClient.setQueryData(['orderForm', 'order', order.id], priced);
    } catch (err) {
      setError(formatError(err));
    }
  };

  return (
    <>
      <ErrorAlert message={error} onClose={() => setError(null)} />
      {moves.map((to) => (
        <Button key={to} color={needsCancelReason(to) ? 'error' : 'primary'} variant="outlined" onClick={() => (setReasonId(form.cancelReasonId), setMove(to))}>
          {moveLabel(to)}
        </Button>
      ))}
      {(from === 'P' || from === 'A') && (
        <Button variant="outlined" onClick={() => setAsking(true)}>
          {t('of.reprice')}
        </Button>
      )}
      <Button variant="outlined" onClick={() => setRepeatOn(operatorToday())}>
        {t('of.repeat')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('of.reprice')}
        message={`${t('of.repriceConfirm', { ref: order.orderRefId })}${dirty ? ` ${t('of.unsavedLost')}` : ''}`}
        onYes={() => void reprice()}
        onNo={() => setAsking(false)}
      />
      <Dialog open={move !== null} onClose={() => setMove(null)} fullWidth maxWidth="xs">
        <DialogTitle>{move ? moveLabel(move) : ''}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {t('of.confirmMove', { ref: order.orderRefId, status: move ? t(`of.statusName.${move}`) : '' })}
          {move && needsCancelReason(move) && (
            <PickField kind="cancelReasons" label={t('of.cancelReason')} value={reasonId} onChange={setReasonId} required autoFocus />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setMove(null)}>{t('common.no')}</Button>
          <Button variant="contained" disabled={Boolean(move && needsCancelReason(move) && reasonId === null)} onClick={() => void doMove()}>
            {t('common.yes')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={repeatOn !== null} onClose={() => setRepeatOn(null)} fullWidth maxWidth="xs">
        <DialogTitle>{t('of.repeat')}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <DateEntryField label={t('of.repeatDate')} value={repeatOn} onChange={setRepeatOn} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRepeatOn(null)}>{t('common.cancel')}</Button>
          <Button
            variant="contained"
            disabled={!repeatOn}
            onClick={() => void navigate('/order/ordering2', { state: { repeat: repeatOrder(form, repeatOn ?? operatorToday()) } })}
          >
            {t('common.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
