import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { leaveEn, leaveZhHK } from '@limo/domain/i18n/leave';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { registerTexts } from '../../i18n';
import { hrTodo } from './landingApi';

registerTexts(leaveEn, leaveZhHK);

/**
 * HR's landing figures (issue 30 part 8b): pending leave requests (to leave approval) and the allowance month to
 * close (to the allowance screen on that month). The server sends each figure only with its screen's right.
 */
export function HrTodoPanel() {
  const { t } = useTranslation();
  const todo = useQuery({ queryKey: ['hrTodo'], queryFn: hrTodo, retry: false, staleTime: 60_000 });
  const data = todo.data;
  if (!data || (data.pendingLeave === undefined && data.monthToClose === undefined)) return null;
  return (
    <Paper variant="outlined" component="section" aria-label={t('land.hr.title')} sx={{ p: 1, display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      {data.pendingLeave !== undefined ? (
        <Link component={RouterLink} to="/operation/LeaveApproval" data-testid="pending-leave">
          {t('land.hr.pending', { count: data.pendingLeave })}
        </Link>
      ) : null}
      {data.monthToClose === null ? (
        <Typography color="text.secondary">{t('land.hr.allClosed')}</Typography>
      ) : data.monthToClose !== undefined ? (
        <Link component={RouterLink} to={`/HR/driverAllowance?month=${data.monthToClose}`} data-testid="month-to-close">
          {t('land.hr.month', { month: data.monthToClose })}
        </Link>
      ) : null}
    </Paper>
  );
}
