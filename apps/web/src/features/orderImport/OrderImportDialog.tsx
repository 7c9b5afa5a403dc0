import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { ORDER_SHEET_FIELDS, unmappedRequired } from '@limo/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { FileStep } from './FileStep';
import { hasProblems } from './importModel';
import { MappingStep } from './MappingStep';
import { PreviewGrid } from './PreviewGrid';
import { type Step as Stage, useOrderImport } from './useOrderImport';

const STAGES: Stage[] = ['file', 'columns', 'preview', 'done'];

/** Batch create from a client's sheet (issue 15): choose client and file, map the columns, check and fix, create. */
export default function OrderImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const im = useOrderImport();
  const [onlyProblems, setOnlyProblems] = useState(false);
  const shown = im.shown;
  const fields = ORDER_SHEET_FIELDS.map((f) => f.name).filter((f) => Object.values(im.mapping).includes(f));
  const rows = shown ? (onlyProblems ? shown.rows.filter(hasProblems) : shown.rows) : [];
  const busyText = im.busy ? t(`oi.${im.busy}`) : null;

  return (
    <Dialog open fullWidth maxWidth="xl" onClose={(_, reason) => reason !== 'backdropClick' && !im.busy && onClose()} aria-labelledby="order-import-title">
      <DialogTitle id="order-import-title">{t('oi.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <Stepper activeStep={STAGES.indexOf(im.step)} alternativeLabel>
          {STAGES.map((s) => (
            <Step key={s}>
              <StepLabel>{t(`oi.step.${s}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <ErrorAlert message={im.error ?? im.lookupsError} onClose={im.clearError} />
        {busyText && (
          <Box role="status" aria-live="polite">
            <Typography variant="body2">{busyText}</Typography>
            <LinearProgress />
          </Box>
        )}
        {im.step === 'file' && <FileStep im={im} />}
        {im.step === 'columns' && im.file && <MappingStep sheet={im.file.sheet} mapping={im.mapping} remembered={im.remembered} onChange={im.setMapping} />}
        {im.step === 'preview' && shown && (
          <>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2" data-testid="import-summary">
                {t('oi.summary', { rows: shown.rows.length, bad: shown.bad, total: shown.total ?? '–' })}
              </Typography>
              <FormControlLabel
                control={<Checkbox checked={onlyProblems} onChange={(e) => setOnlyProblems(e.target.checked)} />}
                label={t('oi.onlyProblems')}
              />
            </Box>
            {!shown.current && !im.busy && <Alert severity="info">{t('oi.stale')}</Alert>}
            <PreviewGrid rows={rows} fields={fields} onEdit={im.edit} onCheck={im.check} />
          </>
        )}
        {im.step === 'done' && im.created && (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Alert severity="success" data-testid="import-created">
              {t('oi.created', { n: im.created.length })}
            </Alert>
            <Typography variant="subtitle2">{t('oi.createdList')}</Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5, columns: '4 12em', maxHeight: '40vh', overflow: 'auto' }}>
              {im.created.map((r) => (
                <li key={r.id}>
                  <Link to={`/order/ordering3/${r.id}`} onClick={onClose}>
                    {r.orderRefId}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {im.step === 'preview' && (
          <Typography variant="caption" sx={{ mr: 'auto', pl: 2, color: 'text.secondary' }}>
            {t('oi.createHint')}
          </Typography>
        )}
        {(im.step === 'columns' || im.step === 'preview') && (
          <Button onClick={() => im.setStep(im.step === 'preview' ? 'columns' : 'file')} disabled={Boolean(im.busy)}>
            {t('oi.back')}
          </Button>
        )}
        <Button onClick={onClose} disabled={Boolean(im.busy)}>
          {t(im.step === 'done' ? 'common.close' : 'common.cancel')}
        </Button>
        {im.step === 'columns' && (
          <Button variant="contained" onClick={im.startPreview} disabled={unmappedRequired(im.mapping).length > 0 || im.lookupsLoading}>
            {t('oi.next')}
          </Button>
        )}
        {im.step === 'preview' && (
          <>
            <Button variant="outlined" onClick={im.check} disabled={Boolean(im.busy)}>
              {t('oi.check')}
            </Button>
            <Button variant="contained" onClick={() => void im.create()} disabled={Boolean(im.busy) || !shown?.canCreate}>
              {t('oi.create', { n: shown?.rows.length ?? 0 })}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
