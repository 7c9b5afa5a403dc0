import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { VISUALLY_HIDDEN } from '../../widgets/visuallyHidden';
import { COUNT_KEY, COUNT_POLL_MS, fetchQueueCount } from './portalQueueApi';

/** The count of portal bookings waiting, beside the menu's "To Confirm" (shown to ORDERING only: the menu is filtered by rights). */
export function PortalQueueBadge() {
  const { t } = useTranslation();
  const { data: count = 0 } = useQuery({ queryKey: COUNT_KEY, queryFn: fetchQueueCount, refetchInterval: COUNT_POLL_MS });
  if (count <= 0) return null;
  return (
    <Box
      component="span"
      sx={{
        bgcolor: 'error.main',
        color: 'error.contrastText',
        borderRadius: 10,
        px: 0.75,
        minWidth: 20,
        fontSize: 12,
        lineHeight: '20px',
        textAlign: 'center',
      }}
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      {/* Read as part of the entry's name; not a live region, so a screen's own status message stays the only one. */}
      <span style={VISUALLY_HIDDEN}>{t('portal.queue.badge', { count })}</span>
    </Box>
  );
}
