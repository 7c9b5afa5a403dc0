import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePickerField } from '../../widgets/DatePickerField';
import { isMonth, nextMonth, previousMonth } from '../driverAllowance/hrFormat';
import { ClientPicker } from '../invoicing/ClientPicker';
import { operatorToday } from '@limo/domain/rules/operator-time';
import { formProblems, type InvoiceForm, withDate, withMonth } from './orderInvoiceModel';

interface Props {
  value: InvoiceForm;
  onChange: (next: InvoiceForm) => void;
  onShow: (form: InvoiceForm) => void;
  busy: boolean;
}

/** Client, month (or free dates), invoice date and Show; problems are shown once Show was pressed. */
export function OrderInvoiceFilter({ value, onChange, onShow, busy }: Props) {
  const { t } = useTranslation();
  const [tried, setTried] = useState(false);
  const problems = tried ? formProblems(value) : {};
  const help = (key: keyof typeof problems) => (problems[key] ? { error: true, helperText: t(problems[key]) } : {});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(formProblems(value)).length === 0) onShow(value);
  };
  const monthBad = value.month !== '' && !isMonth(value.month);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('oi.show')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 1 }}
    >
      <ClientPicker label={t('inv.client')} required value={value.clientId} onChange={(id) => onChange({ ...value, clientId: id })} {...help('clientId')} />
      <IconButton
        aria-label={t('inv.prevMonth')}
        disabled={!isMonth(value.month)}
        onClick={() => onChange(withMonth(value, previousMonth(`${value.month}-01`), operatorToday()))}
      >
        <ChevronLeftIcon />
      </IconButton>
      <TextField
        size="small"
        label={t('inv.month')}
        value={value.month}
        placeholder="YYYY-MM"
        error={monthBad}
        helperText={monthBad ? t('inv.err.month') : undefined}
        onChange={(e) => onChange(withMonth(value, e.target.value.trim(), operatorToday()))}
        slotProps={{ htmlInput: { maxLength: 7, inputMode: 'numeric' } }}
        sx={{ width: 110 }}
      />
      <IconButton
        aria-label={t('inv.nextMonth')}
        disabled={!isMonth(value.month)}
        onClick={() => onChange(withMonth(value, nextMonth(value.month), operatorToday()))}
      >
        <ChevronRightIcon />
      </IconButton>
      <Box sx={{ width: 165 }}>
        <DatePickerField label={t('inv.dateFrom')} value={value.dateFrom} onChange={(d) => onChange(withDate(value, 'dateFrom', d))} {...help('dateFrom')} />
      </Box>
      <Box sx={{ width: 165 }}>
        <DatePickerField label={t('inv.dateTo')} value={value.dateTo} onChange={(d) => onChange(withDate(value, 'dateTo', d))} {...help('dateTo')} />
      </Box>
      <Box sx={{ width: 165 }}>
        <DatePickerField
          label={t('oi.invoiceDate')}
          value={value.invoiceDate}
          onChange={(d) => onChange({ ...value, invoiceDate: d })}
          {...help('invoiceDate')}
        />
      </Box>
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={busy} sx={{ mt: 0.25 }}>
        {t('oi.show')}
      </Button>
    </Box>
  );
}
