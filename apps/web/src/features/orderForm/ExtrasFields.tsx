import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ORDER_PAX_TEXT_MAX } from '@limo/domain/rules/order/request';
import { useTranslation } from 'react-i18next';
import { LimitedTextField } from '../../widgets/LimitedTextField';
import { PickField } from '../pricing/PickField';
import type { OcEntry } from '../pricing/usePricing';
import type { PaxEntry } from './orderModel';

type Err = (field: string) => string | undefined;

/** A row's other charges: code, quantity and an optional at-cost amount. */
export function ChargeRows({ ocs, onChange, err }: { ocs: OcEntry[]; onChange: (ocs: OcEntry[]) => void; err: Err }) {
  const { t } = useTranslation();
  // A charge added by the button takes the cursor, so the keyboard goes on from there.
  const [added, setAdded] = useState(false);
  const set = (i: number, change: Partial<OcEntry>) => onChange(ocs.map((o, j) => (j === i ? { ...o, ...change } : o)));
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="caption">{t('price.charges')}</Typography>
      {ocs.map((o, i) => (
        <Box key={i} sx={{ display: 'grid', gap: 1, gridTemplateColumns: '2fr 80px 1fr auto', alignItems: 'center' }}>
          <PickField
            kind="tariffOCs"
            autoFocus={added && i === ocs.length - 1}
            label={t('price.charge')}
            value={o.tariffOcId}
            onChange={(v) => set(i, { tariffOcId: v })}
            error={Boolean(err(`orderMiscs[${i}].tariffOcId`))}
          />
          <TextField
            size="small"
            label={t('price.qty')}
            value={o.qty}
            onChange={(e) => set(i, { qty: e.target.value.replace(/\D/g, '') })}
            error={Boolean(err(`orderMiscs[${i}].qty`))}
          />
          <TextField
            size="small"
            label={t('price.atCost')}
            value={o.amount}
            onChange={(e) => set(i, { amount: e.target.value })}
            error={Boolean(err(`orderMiscs[${i}].amount`))}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <IconButton aria-label={t('price.removeCharge')} onClick={() => onChange(ocs.filter((_, j) => j !== i))}>
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Button
        size="small"
        sx={{ justifySelf: 'start' }}
        startIcon={<AddIcon />}
        onClick={() => {
          setAdded(true);
          onChange([...ocs, { tariffOcId: null, qty: '1', amount: '' }]);
        }}
      >
        {t('price.addCharge')}
      </Button>
    </Box>
  );
}

/** A row's passengers: name and tel. */
export function PaxRows({ paxes, onChange, err }: { paxes: PaxEntry[]; onChange: (p: PaxEntry[]) => void; err: Err }) {
  const { t } = useTranslation();
  const [added, setAdded] = useState(false);
  const set = (i: number, change: Partial<PaxEntry>) => onChange(paxes.map((p, j) => (j === i ? { ...p, ...change } : p)));
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="caption">{t('of.passengers')}</Typography>
      {paxes.map((p, i) => (
        <Box key={i} sx={{ display: 'grid', gap: 1, gridTemplateColumns: '2fr 1fr auto', alignItems: 'center' }}>
          <LimitedTextField
            max={ORDER_PAX_TEXT_MAX.paxName}
            size="small"
            label={t('of.paxName')}
            autoFocus={added && i === paxes.length - 1}
            value={p.paxName}
            onChange={(e) => set(i, { paxName: e.target.value })}
            error={Boolean(err(`orderPaxes[${i}].paxName`))}
            helperText={err(`orderPaxes[${i}].paxName`)}
          />
          <LimitedTextField
            max={ORDER_PAX_TEXT_MAX.paxTel}
            size="small"
            label={t('of.paxTel')}
            value={p.paxTel}
            onChange={(e) => set(i, { paxTel: e.target.value })}
            error={Boolean(err(`orderPaxes[${i}].paxTel`))}
            helperText={err(`orderPaxes[${i}].paxTel`)}
          />
          <IconButton aria-label={t('of.removePax')} onClick={() => onChange(paxes.filter((_, j) => j !== i))}>
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Button
        size="small"
        sx={{ justifySelf: 'start' }}
        startIcon={<AddIcon />}
        onClick={() => {
          setAdded(true);
          onChange([...paxes, { paxName: '', paxTel: '' }]);
        }}
      >
        {t('of.addPax')}
      </Button>
    </Box>
  );
}
