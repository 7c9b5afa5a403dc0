import Button from '@mui/material/Button';
import { VOUCHER_ACTIVE } from '@limo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorLines } from '../../api/errors';
import type { HalRecord } from '../../api/hal';
import { api } from '../../api/http';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { MessageDialog } from '../../widgets/MessageDialog';

/** POST /api/voidVoucher {voucherNo}: the voided voucher, or 409 with the reason (redeemed, void already). */
export function voidVoucher(voucherNo: string): Promise<HalRecord> {
  return api<HalRecord>('/api/voidVoucher', { method: 'POST', body: { voucherNo }, transform: false });
}

/** The Voucher file's action for an active voucher: vouchers are voided, never deleted. */
export function VoidVoucherButton({ voucher }: { voucher: HalRecord }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const no = String(voucher.voucherNo ?? '');
  const doVoid = async () => {
    setAsking(false);
    try {
      await voidVoucher(no);
      setMessage(t('voucher.voided', { voucher: no }));
      await queryClient.invalidateQueries({ queryKey: ['list', 'vouchers'] });
      await queryClient.invalidateQueries({ queryKey: ['record', 'vouchers', voucher.id] });
    } catch (err) {
      setMessage(errorLines(err));
    }
  };
  return (
    <>
      {/* Only an active voucher can be voided; the message stays once it is void. */}
      {voucher.voucherStatus === VOUCHER_ACTIVE && (
        <Button color="warning" onClick={() => setAsking(true)}>
          {t('voucher.void')}
        </Button>
      )}
      <ConfirmDialog open={asking} message={t('voucher.confirmVoid', { voucher: no })} onYes={doVoid} onNo={() => setAsking(false)} />
      <MessageDialog open={message !== null} message={message ?? ''} onClose={() => setMessage(null)} />
    </>
  );
}
