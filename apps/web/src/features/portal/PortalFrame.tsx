/** The signed-in portal's frame: the client's name, the language button, sign out, and the pages as links. */
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { isChinese } from '../../i18n';
import { LanguageButton } from './LanguageButton';
import { signOut } from './portalApi';
import { useMe } from './portalUi';

export function PortalFrame({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const { pathname } = useLocation();
  const pages = [
    ['/portal/book', 'pw.nav.book'],
    ['/portal/trips', 'pw.nav.trips'],
    ['/portal/passengers', 'pw.nav.passengers'],
    ['/portal/places', 'pw.nav.places'],
    ...(me.role === 'ADMIN' ? [['/portal/invoices', 'pw.nav.invoices']] : []),
  ];
  const clientName = isChinese(i18n.language) && me.clientNameChi ? me.clientNameChi : me.clientName;
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <AppBar position="static">
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
            <Typography variant="subtitle1" component="p" noWrap sx={{ fontWeight: 600 }}>
              {clientName}
            </Typography>
            <Typography variant="body2" component="p" noWrap>
              {me.name}
            </Typography>
          </Box>
          <LanguageButton color="inherit" />
          <Button color="inherit" onClick={() => void signOut()}>
            {t('pw.signOut')}
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="nav" aria-label={t('pw.nav.label')} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', px: 1, py: 0.5, gap: 0.5 }}>
          {pages.map(([to, key]) => {
            const current = pathname === to || pathname.startsWith(`${to}/`);
            return (
              <Button key={to} component={RouterLink} to={to} size="small" variant={current ? 'contained' : 'text'} aria-current={current ? 'page' : undefined}>
                {t(key)}
              </Button>
            );
          })}
        </Stack>
      </Box>
      <Container component="main" maxWidth="md" sx={{ py: 2, px: { xs: 1.5, sm: 3 } }}>
        {children}
      </Container>
    </Box>
  );
}
