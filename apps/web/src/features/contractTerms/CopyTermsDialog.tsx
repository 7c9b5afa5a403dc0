import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { labelText } from '../../resources/labels';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { copyTerms, type Owner, type OwnerKind, type OwnerOption, OWNERS } from './ocTerms';

interface Props {
  target: { owner: Owner; id: number; label: string };
  /** The kinds of owner the user may copy from. */
  sources: OwnerKind[];
  onCopied: (source: string) => void;
  onClose: () => void;
}

/** Copies another client's or contract term type's terms onto the one shown: merged, or replacing its own. */
export function CopyTermsDialog({ target, sources, onCopied, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useState<OwnerKind>(sources.includes(target.owner.kind) ? target.owner.kind : sources[0]);
  const [source, setSource] = useState<OwnerOption | null>(null);
  const [replace, setReplace] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const options = useQuery({ queryKey: ['ownerOptions', kind], queryFn: OWNERS[kind].options, staleTime: 60_000 });
  const choices = (options.data ?? []).filter((o) => !(kind === target.owner.kind && o.id === target.id));

  const copy = async () => {
    if (!source) return;
    setError(null);
    setBusy(true);
    try {
      await copyTerms({ kind, id: source.id }, { kind: target.owner.kind, id: target.id }, replace);
      onCopied(source.label);
    } catch (err) {
      setError(formatError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="copy-terms-title">
      <DialogTitle id="copy-terms-title">{t('terms.copyTitle', { target: target.label })}</DialogTitle>
      <DialogContent>
        <ErrorAlert message={error ?? (options.isError ? formatError(options.error) : null)} onClose={() => setError(null)} />
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          {sources.length > 1 && (
            <TextField
              select
              label={t('terms.sourceKind')}
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as OwnerKind);
                setSource(null);
              }}
            >
              {sources.map((k) => (
                <MenuItem key={k} value={k}>
                  {labelText(OWNERS[k].parent.label, i18n.language)}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Autocomplete
            options={choices}
            value={source}
            onChange={(_, v) => setSource(v)}
            loading={options.isPending}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => <TextField {...params} label={t('terms.source')} autoFocus />}
          />
          <FormControlLabel control={<Checkbox checked={replace} onChange={(e) => setReplace(e.target.checked)} />} label={t('terms.replace')} />
          <Typography variant="body2" color="text.secondary">
            {t('terms.copyHint')}
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={!source || busy} onClick={() => void copy()}>
          {t('terms.copy')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
