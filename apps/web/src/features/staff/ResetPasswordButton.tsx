import { useTranslation } from 'react-i18next';
import { resetPassword } from '../../api/session';
import { PasswordResetButton } from '../password/PasswordResetButton';

/** Sets a new password for a staff member (POST /api/resetPassword, right STAFF). */
export function ResetPasswordButton({ staffId, staffCode }: { staffId: number; staffCode: string }) {
  const { t } = useTranslation();
  return (
    <PasswordResetButton
      label={t('password.reset')}
      title={`${t('password.reset')} - ${staffCode}`}
      doneMessage={t('password.resetDone')}
      reset={(pw) => resetPassword(staffId, pw)}
    />
  );
}
