import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { operatorToday } from '@limo/domain';
import { useTranslation } from 'react-i18next';
import type { HalRecord } from '../../api/hal';
import { periodState, periodText } from './ratePeriods';

interface Props {
  rates: HalRecord[];
  /** The rate open now; null for a new period. */
  selected: number | null;
  canWrite: boolean;
  onSelect: (id: number | null) => void;
}

const COLORS = { current: 'success', future: 'info', ended: 'default' } as const;

/** The validity periods of one owner's rates for a vehicle type, latest first; one is open at a time. */
export function PeriodPicker({ rates, selected, canWrite, onSelect }: Props) {
  const { t } = useTranslation();
  const today = operatorToday();
  return (
    <Box role="group" aria-label={t('rate.periods')} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {t('rate.periods')}:
      </Typography>
      {rates.map((r) => {
        const state = periodState(r, today);
        return (
          <Chip
            key={r.id}
            clickable
            label={`${periodText(r)} · ${t(`rate.state.${state}`)}`}
            color={r.id === selected ? 'primary' : COLORS[state]}
            variant={r.id === selected ? 'filled' : 'outlined'}
            aria-pressed={r.id === selected}
            onClick={() => onSelect(r.id)}
          />
        );
      })}
      {rates.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('rate.noPeriods')}
        </Typography>
      )}
      {canWrite && (
        <Button size="small" startIcon={<AddIcon />} onClick={() => onSelect(null)} disabled={selected === null}>
          {t('rate.newPeriod')}
        </Button>
      )}
    </Box>
  );
}
