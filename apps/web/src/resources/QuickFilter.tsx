import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The list's quick filter (?q=): what is typed goes to the server after a short pause. */
export function QuickFilter({ onChange, delayMs = 400 }: { onChange: (q: string) => void; delayMs?: number }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onChange(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs, onChange]);
  return (
    <TextField
      type="search"
      value={text}
      onChange={(e) => setText(e.target.value)}
      placeholder={t('common.search')}
      sx={{ width: 260, bgcolor: 'background.paper' }}
      slotProps={{
        htmlInput: { 'aria-label': t('common.search') },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
