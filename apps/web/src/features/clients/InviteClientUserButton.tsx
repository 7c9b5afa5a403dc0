import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { portalIdentityEn, portalIdentityZhHK } from '@limo/domain/i18n/portalIdentity';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorLines } from '../../api/errors';
import type { HalRecord } from '../../api/hal';
import { api } from '../../api/http';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { MessageDialog } from '../../widgets/MessageDialog';
import { registerTexts } from '../../i18n';

registerTexts(portalIdentityEn, portalIdentityZhHK);

/** POST /api/inviteClientUser/{id}: 204, the mail queued; 400 says why not (no email, inactive, portal off). */
export const inviteClientUser = (id: number) => api(`/api/inviteClientUser/${id}`, { method: 'POST', body: {}, transform: false });

/**
 * A portal user's action on the client screen (issue 33): after a confirm, mails the user a one-time
 * link to set their password, then says where it went.
 */
export function InviteClientUserButton({ user }: { user: HalRecord }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const email = String(user.email ?? '');
  const params = { name: String(user.name ?? user.username ?? ''), email };

  const send = async () => {
    setAsking(false);
    setBusy(true);
    setError(null);
    try {
      await inviteClientUser(user.id);
      setSent(true);
    } catch (err) {
      setError(errorLines(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button onClick={() => setAsking(true)} disabled={busy || !email}>
        {t('portal.invite.button')}
      </Button>
      {!email && (
        <Alert severity="info" sx={{ py: 0 }}>
          {t('portal.invite.noEmail')}
        </Alert>
      )}
      <ConfirmDialog open={asking} message={t('portal.invite.confirm', params)} onYes={() => void send()} onNo={() => setAsking(false)} />
      <MessageDialog open={sent} message={t('portal.invite.sent', params)} onClose={() => setSent(false)} />
      <MessageDialog open={error !== null} message={<ErrorAlert message={error} />} onClose={() => setError(null)} />
    </>
  );
}
