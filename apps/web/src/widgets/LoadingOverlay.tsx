import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** Covers its positioned parent (or the page when `fullScreen`) while something loads. */
export function LoadingOverlay({ open, fullScreen = false }: { open: boolean; fullScreen?: boolean }) {
  const { t } = useTranslation();
  if (!open) return null;
  return (
    <Box
      role="progressbar"
      aria-label={t('common.loading')}
      sx={{
        position: fullScreen ? 'fixed' : 'absolute',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'rgba(255,255,255,0.6)',
        zIndex: (t) => t.zIndex.modal + 1,
      }}
    >
      <CircularProgress size={36} />
    </Box>
  );
}
