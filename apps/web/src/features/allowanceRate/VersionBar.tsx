import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@limo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KEYS } from './allowanceRateApi';
import { type AllowanceVersion, minutesText, moneyText, versionState } from './allowanceRateModel';
import { CopyVersionDialog } from './CopyVersionDialog';
import { VersionDialog } from './VersionDialog';

interface Props {
  /** Newest first. */
  versions: AllowanceVersion[];
  selected: AllowanceVersion | null;
  inForce: AllowanceVersion | null;
  today: string;
  canWrite: boolean;
  onSelect: (id: number) => void;
}

type Open = 'new' | 'terms' | 'copy' | null;

/**
 * The version picker (newest first, the one in force today marked) with the version's overtime
 * terms, and the new version, overtime terms and copy dialogs; a version made is then picked.
 */
export function VersionBar({ versions, selected, inForce, today, canWrite, onSelect }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);

  const made = async (v: AllowanceVersion) => {
    setOpen(null);
    await queryClient.invalidateQueries({ queryKey: KEYS.versions });
    if (v?.id) onSelect(v.id);
  };

  return (
    <Box role="group" aria-label={t('allowanceRate.versions')} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
      <TextField
        select
        size="small"
        label={t('allowanceRate.version')}
        value={selected ? String(selected.id) : ''}
        onChange={(e) => onSelect(Number(e.target.value))}
        disabled={versions.length === 0}
        sx={{ minWidth: 240 }}
      >
        {versions.map((v) => {
          const state = versionState(v, inForce, today);
          return (
            <MenuItem key={v.id} value={String(v.id)} sx={state === 'inForce' ? { fontWeight: 600 } : undefined}>
              {`${formatDate(v.effDate)} · ${t(`allowanceRate.state.${state}`)}`}
            </MenuItem>
          );
        })}
      </TextField>
      {selected ? (
        <Typography variant="body2" color="text.secondary" data-testid="ot-terms">
          {t('allowanceRate.terms', { standard: minutesText(selected.otStandardMinutes), rate: moneyText(selected.otHourlyRate) })}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('allowanceRate.noVersion')}
        </Typography>
      )}
      <Box sx={{ flexGrow: 1 }} />
      {canWrite && (
        <>
          <Button startIcon={<EditOutlinedIcon />} disabled={!selected} onClick={() => setOpen('terms')}>
            {t('allowanceRate.editTerms')}
          </Button>
          <Button startIcon={<ContentCopyIcon />} disabled={!selected} onClick={() => setOpen('copy')}>
            {t('allowanceRate.copyVersion')}
          </Button>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setOpen('new')}>
            {t('allowanceRate.newVersion')}
          </Button>
        </>
      )}
      {(open === 'new' || (open === 'terms' && selected)) && (
        <VersionDialog key={open} version={open === 'terms' ? selected : null} onClose={() => setOpen(null)} onSaved={(v) => void made(v)} />
      )}
      {open === 'copy' && selected && <CopyVersionDialog from={selected} onClose={() => setOpen(null)} onCopied={(v) => void made(v)} />}
    </Box>
  );
}
