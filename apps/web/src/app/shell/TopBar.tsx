import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { hasRight, shortcutTextKey } from '@limo/domain';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../api/session';
import { shortcutsFor } from '../access';
import { useSession } from '../session/SessionContext';
import { BranchSelector } from './BranchSelector';
import { FunctionPicker } from './FunctionPicker';
import { KeyboardShortcuts } from './KeyboardShortcuts';
import { LanguageSwitch } from './LanguageSwitch';
import { TOOLBAR_HEIGHT } from './layout';
import { ModuleSecurityButton } from './ModuleSecurityButton';

interface Props {
  title: string;
  user: SessionUser;
  branchId: number | null;
  onBranch: (id: number) => void;
  onToggleDrawer: () => void;
}

/** The 48 px toolbar: product title - page title, shortcuts, picker, module security, help, branch, language. */
export function TopBar({ title, user, branchId, onBranch, onToggleDrawer }: Props) {
  const { t } = useTranslation();
  const { helpUrl } = useSession();
  return (
    <AppBar position="fixed" sx={{ zIndex: (th) => th.zIndex.drawer + 1 }}>
      <Toolbar variant="dense" disableGutters sx={{ minHeight: TOOLBAR_HEIGHT, height: TOOLBAR_HEIGHT, px: 1, gap: 1 }}>
        <IconButton color="inherit" edge="start" aria-label={t('shell.menu')} onClick={onToggleDrawer} size="small">
          <MenuIcon />
        </IconButton>
        <Typography component="div" variant="subtitle1" noWrap sx={{ fontWeight: 600, minWidth: 0 }} data-testid="toolbar-title">
          {title ? `${t('app.title')} - ${title}` : t('app.title')}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Box component="nav" aria-label={t('shell.shortcuts')} sx={{ display: 'flex', gap: 0.5 }}>
          {shortcutsFor(user.rights).map((s) => (
            <Button
              key={s.path}
              component="a"
              color="inherit"
              size="small"
              variant="outlined"
              href={s.path ?? '/'}
              target="_blank"
              rel="noopener"
              sx={{ whiteSpace: 'nowrap', py: 0 }}
            >
              {t(shortcutTextKey(s))}
            </Button>
          ))}
        </Box>
        <FunctionPicker rights={user.rights} />
        {hasRight(user.rights, 'MODULE') && <ModuleSecurityButton />}
        <Tooltip title={t('shell.help')}>
          <IconButton color="inherit" size="small" href={helpUrl} target="_blank" rel="noopener" aria-label={t('shell.help')}>
            <HelpOutlineIcon />
          </IconButton>
        </Tooltip>
        <KeyboardShortcuts rights={user.rights} />
        <BranchSelector branches={user.branches} value={branchId} onChange={onBranch} />
        <LanguageSwitch />
        {/* translate="no": a name, not the screen's words (browsers leave it, the Chinese walk skips it). */}
        <Typography variant="body2" noWrap title={t('shell.user', { name: user.fullname })} sx={{ maxWidth: 120 }} translate="no">
          {user.fullname || user.username}
        </Typography>
      </Toolbar>
    </AppBar>
  );
}
