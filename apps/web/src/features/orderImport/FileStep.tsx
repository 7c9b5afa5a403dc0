import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PickField } from '../pricing/PickField';
import type { useOrderImport } from './useOrderImport';

const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/** The client the orders are for, their status, and the sheet. */
export function FileStep({ im }: { im: ReturnType<typeof useOrderImport> }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 2fr' }, alignItems: 'start' }}>
      <PickField kind="clients" label={t('oi.client')} value={im.clientId} onChange={im.setClientId} required autoFocus />
      <TextField
        select
        size="small"
        label={t('oi.status')}
        value={im.orderStatus}
        onChange={(e) => im.setOrderStatus(e.target.value as 'A' | 'P')}
        slotProps={{ select: { native: true } }}
      >
        <option value="A">{t('of.statusName.A')}</option>
        <option value="P">{t('of.statusName.P')}</option>
      </TextField>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={im.clientId === null || Boolean(im.busy)} onClick={() => input.current?.click()}>
          {t('oi.file')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept={ACCEPT}
          aria-label={t('oi.file')}
          data-testid="import-file"
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            e.target.value = '';
            if (chosen) void im.chooseFile(chosen);
          }}
        />
        {im.file && (
          <Typography variant="caption" color="text.secondary">
            {t('oi.fileChosen', { name: im.file.name, rows: im.file.sheet.rows.length, columns: im.file.sheet.headers.length })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
