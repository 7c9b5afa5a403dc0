import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listAll } from '../../api/resources';

/** For users with several branches: the branch every request is made for (X-Branch-Id). */
export function BranchSelector({ branches, value, onChange }: { branches: number[]; value: number | null; onChange: (id: number) => void }) {
  const { t } = useTranslation();
  // Branch codes need the BRANCH right; without it the ids are shown.
  const names = useQuery({ queryKey: ['shell', 'branches'], queryFn: () => listAll('branches'), retry: false, staleTime: 300_000 });
  const label = (id: number) => {
    const b = names.data?.find((r) => r.id === id);
    return b ? String(b.branchCode ?? id) : `#${id}`;
  };
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
