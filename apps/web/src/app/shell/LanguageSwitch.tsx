import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { type Language, LANGUAGES, setLanguage } from '../../i18n';

/** English / Traditional Chinese. */
export function LanguageSwitch({ dense = true }: { dense?: boolean }) {
  const { t, i18n } = useTranslation();
  const value: Language = i18n.language === 'zh-HK' ? 'zh-HK' : 'en';
  return (
    <TextField
      select
      size="small"
      value={value}
      onChange={(e) => void setLanguage(e.target.value as Language)}
      sx={{ minWidth: dense ? 96 : 140, '& .MuiInputBase-root': { bgcolor: 'background.paper', height: dense ? 32 : 40 }, '& .MuiSelect-select': { py: 0.5 } }}
      slotProps={{ select: { inputProps: { 'aria-label': t('shell.language') } } }}
    >
      {LANGUAGES.map((l) => (
        <MenuItem key={l.code} value={l.code}>
          {l.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
