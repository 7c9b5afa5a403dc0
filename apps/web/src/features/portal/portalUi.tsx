/** Small pieces the portal's pages share: the signed-in user, error words, status chips, money, loading. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, formatTime } from '@limo/domain/rules/display-date';
import { createContext, useContext, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isChinese } from '../../i18n';
import type { Lookups, Me, Named, PortalStatus } from './portalApi';
import { NetworkError } from './portalClient';

export const MeContext = createContext<Me | null>(null);

/** The signed-in portal user (inside the signed-in frame only). */
export function useMe(): Me {
  const me = useContext(MeContext);
  if (!me) throw new Error('useMe outside the signed-in portal');
  return me;
}

type T = (key: string, params?: Record<string, unknown>) => string;

/** What to tell the booker about a failed call: the server's message, or that it did not answer. */
export const errorText = (err: unknown, t: T): string => (err instanceof NetworkError || !(err instanceof Error) ? t('pw.offline') : err.message);

const STATUS_COLOUR: Record<PortalStatus, 'default' | 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info'> = {
  PENDING: 'warning',
  CONFIRMED: 'primary',
  REJECTED: 'error',
  CANCELLED: 'default',
  ASSIGNED: 'primary',
  ON_THE_WAY: 'info',
  ARRIVED: 'info',
  POB: 'secondary',
  COMPLETED: 'success',
  NO_SHOW: 'error',
};

export function StatusChip({ status }: { status: PortalStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={STATUS_COLOUR[status] ?? 'default'} label={t(`pw.status.${status}`)} />;
}

/** A server decimal string shown as it is (never through a float). */
export function money(amount: string | null | undefined, t: T): string {
  return amount === null || amount === undefined || amount === '' ? '' : t('pw.money', { amount });
}

export const when = (date: string | null | undefined, time: string | null | undefined) => `${formatDate(date)} ${formatTime(time)}`.trim();

/** A looked-up row's name in the page's language. */
export function nameOf(rows: Named[] | undefined, id: unknown, language: string): string {
  const row = rows?.find((r) => String(r.id) === String(id));
  if (!row) return id === null || id === undefined ? '' : String(id);
  return isChinese(language) && row.nameChi ? row.nameChi : row.name;
}

/** A place as a person reads it: a known location's name, else the address and district. */
export function placeText(lookups: Lookups | undefined, language: string, locationId: unknown, address: unknown, zone: unknown): string {
  if (typeof locationId === 'number') return nameOf(lookups?.locations, locationId, language);
  return [address, zone].filter((v) => typeof v === 'string' && v).join(', ');
}

export function Loading() {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', p: 2 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{t('pw.loading')}</Typography>
    </Stack>
  );
}

export function Failed({ error, retry }: { error: unknown; retry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        retry && (
          <Button color="inherit" size="small" onClick={retry}>
            {t('pw.retry')}
          </Button>
        )
      }
    >
      {t('pw.loadFailed', { message: errorText(error, t) })}
    </Alert>
  );
}

/** The page's heading, focused when the page opens so a screen reader hears where it is. */
export function PageTitle({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus({ preventScroll: true }), []);
  return (
    <Typography ref={ref} tabIndex={-1} variant="h5" component="h1" sx={{ mb: 2, outline: 'none' }}>
      {children}
    </Typography>
  );
}
