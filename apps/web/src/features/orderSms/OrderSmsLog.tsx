import { formatDateTime } from '@limo/domain/rules/display-date';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SmsLogRow } from './orderSmsApi';

interface Props {
  rows: SmsLogRow[] | undefined;
  loading: boolean;
  busy: boolean;
  onResend: (row: SmsLogRow) => void;
}

/** The order vehicle's messages, newest first; a failed one can be sent again as it was. */
export function OrderSmsLog({ rows, loading, busy, onResend }: Props) {
  const { t } = useTranslation();
  if (loading) return <Typography variant="body2">…</Typography>;
  if (!rows?.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('sms.logEmpty')}
      </Typography>
    );
  return (
    <Table size="small" aria-label={t('sms.log')} sx={{ '& td, & th': { px: 1 } }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('sms.log.sentDt')}</TableCell>
          <TableCell>{t('sms.log.recipient')}</TableCell>
          <TableCell>{t('sms.log.mobile')}</TableCell>
          <TableCell>{t('sms.log.status')}</TableCell>
          <TableCell>{t('sms.log.body')}</TableCell>
          <TableCell>{t('sms.log.by')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id} data-testid={`sms-log-${r.id}`}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.sentDt)}</TableCell>
            <TableCell>{t(`sms.recipient.${r.recipient}`, { defaultValue: r.recipient })}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.mobile}</TableCell>
            <TableCell>
              <Chip size="small" color={r.status === 'SENT' ? 'success' : 'error'} label={t(`sms.status.${r.status}`, { defaultValue: r.status })} />
            </TableCell>
            <TableCell sx={{ maxWidth: 320 }}>
              <Typography variant="body2" noWrap title={r.body}>
                {r.body}
              </Typography>
              {r.error ? (
                <Typography variant="caption" color="error">
                  {r.error}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell>{r.createBy ?? ''}</TableCell>
            <TableCell align="right">
              {r.status === 'FAILED' ? (
                <Tooltip title={t('sms.resendHint')}>
                  <span>
                    <Button size="small" disabled={busy} onClick={() => onResend(r)}>
                      {t('sms.resend')}
                    </Button>
                  </span>
                </Tooltip>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
