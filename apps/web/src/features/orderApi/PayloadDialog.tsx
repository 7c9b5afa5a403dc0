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
import { type ApiLogRow, prettyBody } from './orderApiModel';

function Body({ label, body }: { label: string; body: string | null }) {
  const { t } = useTranslation();
  const text = prettyBody(body);
  const id = useId();
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" id={id}>
        {label}
      </Typography>
      <Box
        component="pre"
        aria-labelledby={id}
        tabIndex={0}
        sx={{
          m: 0,
          p: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
          maxHeight: 320,
          overflow: 'auto',
          fontSize: 13,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
        }}
      >
        {text || t('oapi.log.noBody')}
      </Box>
    </Box>
  );
}

/** One logged call: the request and the answer, JSON pretty-printed. */
export function PayloadDialog({ row, onClose }: { row: ApiLogRow; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId} sx={{ wordBreak: 'break-all' }}>
        {t('oapi.log.title', { method: row.method, url: row.url })}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {[
            formatDateTime(row.createDt),
            row.direction,
            `HTTP ${row.responseStatus ?? t('oapi.log.noAnswer')}`,
            row.durationMs === null ? null : `${row.durationMs} ms`,
            `#${row.attempt}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <Body label={t('oapi.log.request')} body={row.requestBody} />
        <Body label={t('oapi.log.response')} body={row.responseBody} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
