import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { hasRight } from '@limo/domain/rights';
import { orderSmsEn, orderSmsZhHK } from '@limo/domain/i18n/orderSms';
import { Suspense, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionContext } from '../../app/session/session';
import { registerTexts } from '../../i18n';
import { onDemand } from '../../widgets/onDemand';

// The dialog's texts load with the button, on the screens that show it (order form, scheduling grid).
registerTexts(orderSmsEn, orderSmsZhHK);

const Dialog = onDemand(() => import('./OrderSmsDialog').then((m) => m.OrderSmsDialog));

interface Props {
  orderVehicleId: number;
  /** The job as the dialog's title names it (order reference and vehicle number). */
  label?: string;
  /** An icon among the row's icons, or a text button among a dialog's actions. */
  variant?: 'icon' | 'text';
}

/** Opens the SMS dialog of a saved order vehicle; shown only to users with ORDERING (orderSms's right). */
export function OrderSmsButton({ orderVehicleId, label, variant = 'icon' }: Props) {
  const { t } = useTranslation();
  const rights = useContext(SessionContext)?.user?.rights ?? [];
  const [open, setOpen] = useState(false);
  if (!hasRight(rights, 'ORDERING')) return null;
  const hint = t('sms.buttonHint');
  const common = { onClick: () => setOpen(true), onPointerEnter: Dialog.preload, onFocus: Dialog.preload, 'data-testid': 'sms-button' };
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title={hint}>
          <IconButton size="small" aria-label={hint} {...common}>
            <SmsOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button startIcon={<SmsOutlinedIcon />} title={hint} {...common}>
          {t('sms.button')}
        </Button>
      )}
      {open ? (
        <Suspense fallback={null}>
          <Dialog.Component orderVehicleId={orderVehicleId} label={label} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
