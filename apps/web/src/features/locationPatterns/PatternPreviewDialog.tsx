import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { LoadingOverlay } from '../../widgets/LoadingOverlay';
import type { CheckedBatch } from './patternBatch';

interface Props {
  file: string;
  batch: CheckedBatch;
  /** The file's record number of each row sent (row numbers of the answer count the rows sent). */
  fileRows: number[];
  error: string | null;
  busy: boolean;
  onApply: () => void;
  onDiscard: () => void;
}

function Figure({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Box sx={{ px: 2, py: 1, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 120 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" sx={{ color }} data-testid={`figure-${label}`}>
        {value}
      </Typography>
    </Box>
  );
}

/** The preview of a checked pattern file: how many rows, how many go in, and why the others do not. */
export function PatternPreviewDialog({ file, batch, fileRows, error, busy, onApply, onDiscard }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={(_, reason) => reason !== 'backdropClick' && onDiscard()}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 900 } } }}
      aria-labelledby="pattern-preview-title"
    >
      <DialogTitle id="pattern-preview-title">{t('pattern.previewTitle', { file })}</DialogTitle>
      <DialogContent sx={{ position: 'relative' }}>
        <ErrorAlert message={error} />
        <Box sx={{ display: 'flex', gap: 2, mb: 2 }} aria-label={t('pattern.summary')} role="group">
          <Figure label={t('pattern.total')} value={batch.total} />
          <Figure label={t('pattern.accepted')} value={batch.accepted} color="success.main" />
          <Figure label={t('pattern.rejected')} value={batch.rejected.length} color={batch.rejected.length ? 'error.main' : undefined} />
        </Box>
        {batch.rejected.length === 0 ? (
          <Typography variant="body2">{t('pattern.noneRejected')}</Typography>
        ) : (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('pattern.rejectedRows')}
            </Typography>
            <TableContainer sx={{ maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Table size="small" stickyHeader aria-label={t('pattern.rejected')}>
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ width: 70 }}>{t('pattern.row')}</TableCell>
                    <TableCell>{t('pattern.pattern')}</TableCell>
                    <TableCell sx={{ width: 150 }}>{t('pattern.locationCode')}</TableCell>
                    <TableCell>{t('pattern.reason')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {batch.rejected.map((r) => (
                    <TableRow key={r.rowNo}>
                      <TableCell>{fileRows[r.rowNo - 1] ?? r.rowNo}</TableCell>
                      <TableCell>{r.pattern}</TableCell>
                      <TableCell>{r.locationCode}</TableCell>
                      <TableCell sx={{ color: 'error.main' }}>{r.error}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </>
        )}
        <LoadingOverlay open={busy} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onDiscard} disabled={busy}>
          {t('pattern.discard')}
        </Button>
        <Button variant="contained" onClick={onApply} disabled={busy || batch.accepted === 0}>
          {t('pattern.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
