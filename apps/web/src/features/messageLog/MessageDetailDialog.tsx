import { formatDateTime } from '@limo/domain/rules/display-date';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageRow } from './messageLogApi';

/** One message as it went (or is to go): to whom, how, its subject and text, and what became of it. */
export function MessageDetailDialog({ row, onClose }: { row: MessageRow; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const facts = [
    formatDateTime(row.createDt),
    t(`portal.msglog.kind.${row.kind}`),
    t(`portal.msglog.channel.${row.channel}`),
    t(`portal.msglog.language.${row.language}`),
    t(`portal.msglog.status.${row.status}`),
    row.sentDt ? t('portal.msglog.sentAt', { when: formatDateTime(row.sentDt) }) : null,
    row.status === 'PENDING' ? t('portal.msglog.nextTry', { when: formatDateTime(row.nextAttemptDt) }) : null,
  ];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('portal.msglog.detail', { id: row.id })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {facts.filter(Boolean).join(' · ')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1, wordBreak: 'break-all' }}>
          {t('portal.msglog.col.recipient')}: {row.recipientName ? `${row.recipientName} <${row.recipient}>` : row.recipient}
        </Typography>
        {row.subject && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('portal.msglog.subject')}: {row.subject}
          </Typography>
        )}
        <Typography variant="subtitle2" id={bodyId}>
          {t('portal.msglog.body')}
        </Typography>
        <Box
          component="pre"
          aria-labelledby={bodyId}
          tabIndex={0}
          sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontFamily: 'inherit', fontSize: 14, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
        >
          {row.body}
        </Box>
        {row.lastError && (
          <Typography variant="body2" color="error" sx={{ mt: 1, wordBreak: 'break-word' }}>
            {t('portal.msglog.col.error')}: {row.lastError}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
