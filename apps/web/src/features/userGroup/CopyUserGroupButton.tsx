import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorLines } from '../../api/errors';
import type { HalRecord } from '../../api/hal';
import { api } from '../../api/http';
import { ErrorAlert } from '../../widgets/ErrorAlert';

interface Props {
  source: HalRecord;
  onCopied: (id: number) => void;
}

/** Copies a user group with its modules under a new code (POST /api/copyUserGroup). */
export function CopyUserGroupButton({ source, onCopied }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ userGroup: '', userGroupDescEng: '', userGroupDescChi: '' });
  const [error, setError] = useState<string | null>(null);

  const start = () => {
    setValues({
      userGroup: '',
      userGroupDescEng: `${String(source.userGroupDescEng ?? '')} (copy)`.trim(),
      userGroupDescChi: String(source.userGroupDescChi ?? ''),
    });
    setError(null);
    setOpen(true);
  };
  const submit = async () => {
    try {
      const created = await api<HalRecord>('/api/copyUserGroup', { method: 'POST', transform: false, body: { userGroupId: source.id, ...values } });
      await queryClient.invalidateQueries({ queryKey: ['list', 'userGroups'] });
      setOpen(false);
      onCopied(created.id);
    } catch (err) {
      setError(errorLines(err));
    }
  };
  const field = (name: keyof typeof values, label: string) => (
    <TextField label={label} value={values[name]} onChange={(e) => setValues({ ...values, [name]: e.target.value })} />
  );

  return (
    <>
      <Button onClick={start}>{t('userGroup.copy')}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} slotProps={{ paper: { sx: { width: '100%', maxWidth: 500 } } }}>
        <DialogTitle>{`${t('userGroup.copy')} - ${String(source.userGroup ?? '')}`}</DialogTitle>
        <DialogContent>
          <ErrorAlert message={error} onClose={() => setError(null)} />
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            {field('userGroup', t('module.userGroup'))}
            {field('userGroupDescEng', 'Description (English)')}
            {field('userGroupDescChi', 'Description (Chinese)')}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
          <Button variant="contained" onClick={submit}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
