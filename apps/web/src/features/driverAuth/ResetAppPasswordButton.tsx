import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type HalRecord, readList } from '../../api/hal';
import { api } from '../../api/http';
import { PasswordResetButton } from '../password/PasswordResetButton';

/** POST /api/driverResetPassword {driverId, newPassword}: 204, or 400 with the password policy's message. */
export function resetDriverPassword(driverId: number, newPassword: string): Promise<unknown> {
  return api('/api/driverResetPassword', { method: 'POST', body: { driverId, newPassword }, transform: false });
}

/** Whether the login has a password yet (GET /node/api/driverAuths, its passwordSet flag). */
function PasswordState({ loginId }: { loginId: number }) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['driverAuthState'],
    queryFn: async () => readList<HalRecord>(await api('/node/api/driverAuths'), 'driverAuths'),
    staleTime: 0,
  });
  const row = q.data?.find((r) => r.id === loginId);
  if (!row) return null;
  return (
    <Alert severity={row.passwordSet ? 'info' : 'warning'} sx={{ mb: 1 }}>
      {row.passwordSet ? t('driverAuth.passwordSet') : t('driverAuth.noPassword')}
    </Alert>
  );
}

/** The Driver App Password screen's action: a new app password for the driver of this login. */
export function ResetAppPasswordButton({ login }: { login: HalRecord }) {
  const { t } = useTranslation();
  const loginName = String(login.loginName ?? '');
  return (
    <PasswordResetButton
      label={t('driverAuth.reset')}
      title={t('driverAuth.resetTitle', { login: loginName })}
      note={<PasswordState loginId={login.id} />}
      doneMessage={t('driverAuth.resetDone')}
      reset={(pw) => resetDriverPassword(Number(login.driverId), pw)}
    />
  );
}
