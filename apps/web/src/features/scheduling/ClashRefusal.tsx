import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { Clash } from '@limo/domain';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';

/** The clashes of a refused assignment (409 with `clashes`), or undefined for any other failure. */
export function refusedClashes(err: unknown): Clash[] | undefined {
  const clashes = err instanceof ApiError && err.status === 409 ? (err.body as { clashes?: unknown }).clashes : undefined;
  return Array.isArray(clashes) ? (clashes as Clash[]) : undefined;
}

/** The server's refusal listing each clash, with "Assign anyway" (the caller asks before it overrides). */
export function ClashRefusal({ clashes, onOverride, onClose }: { clashes: Clash[]; onOverride: () => void; onClose?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      data-testid="clash-refused"
      onClose={onClose}
      action={
        <Button color="inherit" size="small" onClick={onOverride}>
          {t('sch.panel.override')}
        </Button>
      }
    >
      {t('sch.panel.refused')}
      {clashes.map((c) => (
        <div key={`${c.kind}${c.orderVehicleId}${c.message}`}>
          {c.kind}: {c.message}
        </div>
      ))}
    </Alert>
  );
}
