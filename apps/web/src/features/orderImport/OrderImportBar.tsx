import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { orderImportEn, orderImportZhHK } from '@limo/domain/i18n/orderImport';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerTexts } from '../../i18n';
import { LoadingOverlay } from '../../widgets/LoadingOverlay';
import { onDemand } from '../../widgets/onDemand';

// The button's texts come with the order form; the dialog, its sheet readers and grid only when asked for.
registerTexts(orderImportEn, orderImportZhHK);
const dialog = onDemand(() => import('./OrderImportDialog').then((m) => m.default));

/** The Import button of /order/ordering2: many orders from a client's sheet at once. */
export function OrderImportBar() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
      <Button
        variant="outlined"
        size="small"
        startIcon={<UploadFileIcon />}
        title={t('oi.openHint')}
        onPointerEnter={dialog.preload}
        onFocus={dialog.preload}
        onClick={() => setOpen(true)}
      >
        {t('oi.open')}
      </Button>
      {open && (
        <Suspense fallback={<LoadingOverlay open fullScreen />}>
          <dialog.Component onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
