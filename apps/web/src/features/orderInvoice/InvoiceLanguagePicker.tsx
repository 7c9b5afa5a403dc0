import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Language, LANGUAGES } from '@limo/domain/i18n/languages';
import { useTranslation } from 'react-i18next';

/**
 * The language the invoice is issued in: it is kept with the invoice and its PDF is printed in it. The client's
 * language setting unless chosen, whatever language the screen is shown in (docs/decisions.md, issue 30 part 1).
 */
export function InvoiceLanguagePicker({ value, onChange, disabled }: { value: Language; onChange: (l: Language) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('oi.language')}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as Language)}
      sx={{ minWidth: 160 }}
    >
      {LANGUAGES.map((l) => (
        <MenuItem key={l.code} value={l.code} lang={l.code}>
          {l.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
