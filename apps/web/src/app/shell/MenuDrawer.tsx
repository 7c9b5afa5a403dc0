import { type MenuEntry, menuTextKey, PORTAL_QUEUE_PATH } from '@limo/domain';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PortalQueueBadge } from '../../features/portalQueue/PortalQueueBadge';
import { DRAWER_WIDTH, TOOLBAR_HEIGHT } from './layout';

function Item({ entry, nested }: { entry: MenuEntry; nested?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const path = entry.path ?? '/';
  const selected = pathname.toLowerCase() === path.toLowerCase();
  return (
    <ListItemButton component={Link} to={path} selected={selected} dense sx={{ pl: nested ? 3 : 2, py: 0.25 }}>
      <ListItemText primary={t(menuTextKey(entry))} slotProps={{ primary: { noWrap: true, sx: { fontSize: 14 } } }} />
      {/* The portal bookings waiting (issue 33): the entry is there for ORDERING only. */}
      {entry.path === PORTAL_QUEUE_PATH && <PortalQueueBadge />}
    </ListItemButton>
  );
}

/** The left menu, already filtered by rights; 180 px wide. */
export function MenuDrawer({ entries, open, offsetTop }: { entries: MenuEntry[]; open: boolean; offsetTop: boolean }) {
  const { t } = useTranslation();
  return (
    <Drawer
      variant="persistent"
      open={open}
      sx={{
        width: open ? DRAWER_WIDTH : 0,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box', top: offsetTop ? TOOLBAR_HEIGHT : 0, height: 'auto', bottom: 0 },
      }}
    >
      <List component="nav" aria-label={t('shell.mainMenu')} dense disablePadding>
        {entries.map((entry) =>
          entry.children ? (
            <Fragment key={entry.label}>
              {/* A div: the menu is a nav of links, not a list, and an li outside a list is invalid (WCAG 1.3.1). */}
              <ListSubheader component="div" sx={{ lineHeight: '28px', fontWeight: 600 }}>
                {t(menuTextKey(entry))}
              </ListSubheader>
              {entry.children.map((c) => (
                <Item key={`${entry.label}/${c.label}`} entry={c} nested />
              ))}
            </Fragment>
          ) : (
            <Item key={entry.label} entry={entry} />
          ),
        )}
      </List>
    </Drawer>
  );
}
