import { hasRight } from '@limo/domain';
import { keyboardEn, keyboardZhHK } from '@limo/domain/i18n/keyboard';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { registerTexts } from '../../i18n';
import { globalKey, KEYBOARD_SHORTCUTS, SEARCH_INPUT_ID } from './shortcutKeys';

registerTexts(keyboardEn, keyboardZhHK);

/** The keyboard button of the toolbar and its dialog; "?", "N" and "/" work on every screen. */
export function KeyboardShortcuts({ rights }: { rights: readonly string[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const canOrder = hasRight(rights, 'ORDERING');
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const key = globalKey(e);
      if (!key || (key === 'newOrder' && !canOrder)) return;
      e.preventDefault();
      if (key === 'help') setOpen(true);
      else if (key === 'newOrder') void navigate('/order/ordering2');
      else document.getElementById(SEARCH_INPUT_ID)?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canOrder, navigate]);
  const canPlan = hasRight(rights, 'SCHEDULINGWRITE');
  const shown = KEYBOARD_SHORTCUTS.filter((s) => (canOrder || s.action !== 'keys.newOrder') && (canPlan || s.action !== 'keys.planDay'));
  return (
    <>
      <Tooltip title={t('keys.open')}>
        <IconButton color="inherit" size="small" aria-label={t('keys.open')} onClick={() => setOpen(true)}>
          <KeyboardIcon />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="keyboard-shortcuts-title" maxWidth="sm" fullWidth>
        <DialogTitle id="keyboard-shortcuts-title">{t('keys.title')}</DialogTitle>
        <DialogContent>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('keys.key')}</TableCell>
                <TableCell>{t('keys.action')}</TableCell>
                <TableCell>{t('keys.where')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((s) => (
                <TableRow key={`${s.action}-${s.where}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {s.keys.map((k, i) => (
                      <Box component="kbd" key={i} sx={{ px: 0.5, mr: 0.5, border: 1, borderColor: 'divider', borderRadius: 0.5, fontFamily: 'monospace' }}>
                        {k}
                      </Box>
                    ))}
                  </TableCell>
                  <TableCell>{t(s.action)}</TableCell>
                  <TableCell>{t(s.where)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('keys.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
