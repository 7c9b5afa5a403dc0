import SecurityIcon from '@mui/icons-material/Security';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { formatError } from '../../api/errors';
import { listPage } from '../../api/resources';
import { MessageDialog } from '../../widgets/MessageDialog';
import { moduleCodeFor } from '../access';

const ModuleSecurityDialog = lazy(() => import('../moduleSecurity/ModuleSecurityDialog'));

interface Target {
  id: number | null;
  code: string;
}

/** Shown to holders of MODULE: loads the module whose code is the current route's right and opens the dialog. */
export function ModuleSecurityButton() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [target, setTarget] = useState<Target | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const open = async () => {
    const code = moduleCodeFor(pathname);
    if (!code) {
      setMessage(t('shell.noModule'));
      return;
    }
    setBusy(true);
    try {
      const page = await listPage('modules', { size: 100, filters: { moduleCode: code } });
      const found = page.rows.find((m) => String(m.moduleCode).toUpperCase() === code);
      setTarget({ id: found ? found.id : null, code });
    } catch (err) {
      setMessage(formatError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button color="inherit" size="small" startIcon={<SecurityIcon />} onClick={open} disabled={busy} sx={{ whiteSpace: 'nowrap' }}>
        {t('shell.moduleSecurity')}
      </Button>
      {target && (
        <Suspense fallback={null}>
          <ModuleSecurityDialog open moduleId={target.id} initialCode={target.code} fromApp onClose={() => setTarget(null)} />
        </Suspense>
      )}
      <MessageDialog open={message !== null} message={message ?? ''} onClose={() => setMessage(null)} />
    </>
  );
}
