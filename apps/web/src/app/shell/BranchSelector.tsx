import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useBranchCodes } from '../../resources/lookups';

/** For users with several branches: the branch every request is made for (X-Branch-Id). */
export function BranchSelector({ branches, value, onChange }: { branches: number[]; value: number | null; onChange: (id: number) => void }) {
  const { t } = useTranslation();
  // The codes of the user's own branches, asked only when there is a choice to show.
  const codes = useBranchCodes(branches.length > 1);
  const label = (id: number) => codes.find((o) => o.id === id)?.label ?? `#${id}`;
  if (branches.length < 2) return null;
  return (
    <TextField
      select
      size="small"
      value={value ?? ''}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ minWidth: 80, '& .MuiInputBase-root': { bgcolor: 'background.paper', height: 32 }, '& .MuiSelect-select': { py: 0.5 } }}
      slotProps={{ select: { inputProps: { 'aria-label': t('shell.branch') }, title: t('shell.branch') } }}
    >
      {branches.map((id) => (
        <MenuItem key={id} value={id}>
          {label(id)}
        </MenuItem>
      ))}
    </TextField>
  );
}
