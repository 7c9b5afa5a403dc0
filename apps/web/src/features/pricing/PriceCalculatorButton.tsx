import CalculateIcon from '@mui/icons-material/Calculate';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceCalculator } from './PriceCalculator';
import type { CalculatorDefaults } from './usePricing';

/**
 * "Price Calculator": opens the calculator in a large dialog, for the tariff screens to place
 * (`<PriceCalculatorButton defaults={{ tariffId, vehicleTypeId }} />`). Each opening starts afresh.
 */
export function PriceCalculatorButton({ defaults }: { defaults?: CalculatorDefaults }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<CalculateIcon />} onClick={() => setOpen(true)}>
        {t('price.open')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth={false}
        slotProps={{ paper: { sx: { maxWidth: 1200 } } }}
        aria-labelledby="price-calculator-title"
      >
        <DialogTitle id="price-calculator-title">{t('price.title')}</DialogTitle>
        <DialogContent>{open && <PriceCalculator defaults={defaults} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('common.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
