import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMonth, shiftMonth } from './rosterHRModel';

/** A month as YYYY-MM: typed (six digits are enough), or stepped with the arrows; "This month" is the operator's. */
export function MonthField({ value, onChange, thisMonth }: { value: string; onChange: (month: string) => void; thisMonth: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const typed = (raw: string) => {
    const digits = raw.replace(/\D/g, '').slice(0, 6);
    const masked = digits.length > 4 ? `${digits.slice(0, 4)}-${digits.slice(4)}` : digits;
    setText(masked);
    if (isMonth(masked)) onChange(masked);
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <IconButton aria-label={t('rosterHR.prevMonth')} onClick={() => onChange(shiftMonth(value, -1))}>
        <ChevronLeftIcon />
      </IconButton>
      <TextField
        size="small"
        label={t('rosterHR.month')}
        value={text}
        placeholder="YYYY-MM"
        error={!isMonth(text)}
        onChange={(e) => typed(e.target.value)}
        onBlur={() => setText(value)}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7, style: { width: 80 } } }}
      />
      <IconButton aria-label={t('rosterHR.nextMonth')} onClick={() => onChange(shiftMonth(value, 1))}>
        <ChevronRightIcon />
      </IconButton>
      <Button disabled={value === thisMonth} onClick={() => onChange(thisMonth)}>
        {t('rosterHR.thisMonth')}
      </Button>
    </Stack>
  );
}
