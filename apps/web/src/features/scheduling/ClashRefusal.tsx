import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Clash } from '@limo/domain';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { useClashText } from './clashText';

/** The clashes of a refused assignment (409 with `clashes`), or undefined for any other failure. */
export function refusedClashes(err: unknown): Clash[] | undefined {
  const clashes = err instanceof ApiError && err.status === 409 ? (err.body as { clashes?: unknown }).clashes : undefined;
  return Array.isArray(clashes) ? (clashes as Clash[]) : undefined;
}

interface Props {
  clashes: Clash[];
  onOverride: () => void;
  onClose?: () => void;
  /** Found before saving (the grid's own check), not refused by the server. */
  beforeSaving?: boolean;
}

/**
 * The clashes of an assignment, with "Assign anyway" (the caller asks before it overrides) and Close.
 * MUI's Alert shows no close button of its own once it has an action, so Close is one of the actions;
 * Escape inside the message closes it too (and not the dialog around it).
 */
export function ClashRefusal({ clashes, onOverride, onClose, beforeSaving = false }: Props) {
  const { t } = useTranslation();
  const said = useClashText();
  return (
    <Alert
      severity={beforeSaving ? 'warning' : 'error'}
      data-testid="clash-refused"
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !onClose) return;
        e.stopPropagation();
        onClose();
      }}
      action={
        <Stack direction="row" spacing={0.5}>
          <Button color="inherit" size="small" onClick={onOverride}>
            {t('sch.panel.override')}
          </Button>
          {onClose ? (
            <Button color="inherit" size="small" onClick={onClose} aria-label={t('sch.refusal.closeLabel')}>
              {t('sch.refusal.close')}
            </Button>
          ) : null}
        </Stack>
      }
    >
      {t(beforeSaving ? 'sch.panel.clashesBefore' : 'sch.panel.refused')}
      {clashes.map((c) => (
        <div key={`${c.kind}${c.orderVehicleId}${c.message}`} data-kind={c.kind}>
          {said.kind(c)}: {said.message(c)}
        </div>
      ))}
    </Alert>
  );
}
