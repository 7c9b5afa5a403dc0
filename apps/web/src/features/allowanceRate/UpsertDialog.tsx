import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { FieldDef, ResourceDef } from '@limo/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import type { HalRecord } from '../../api/hal';
import { FieldEditor } from '../../resources/FieldEditor';
import { checkRecord } from '../../resources/formValues';
import { labelText } from '../../resources/labels';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { LoadingOverlay } from '../../widgets/LoadingOverlay';
import { serverFieldErrors } from './serverErrors';

/** What a field of its own (not one of the definition's) gets. */
export interface ExtraCell {
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  disabled: boolean;
}

interface Props {
  def: ResourceDef;
  /** The record edited; null for a new one. */
  record: HalRecord | null;
  canWrite: boolean;
  /** Editors of their own for some fields (a select of the sign); the field's editor otherwise. */
  render?: Partial<Record<string, (cell: ExtraCell) => ReactNode>>;
  /** Values not of the definition (the group's natureIds), with their editors. */
  extras?: { name: string; initial: unknown; render: (cell: ExtraCell) => ReactNode }[];
  /** Saves the checked values (with the extras and the id when editing). */
  onSave: (body: Record<string, unknown>) => Promise<unknown>;
  onDelete?: () => Promise<unknown>;
  onClose: () => void;
}

const start = (f: FieldDef, record: HalRecord | null) => record?.[f.name] ?? f.default ?? '';

/**
 * A record saved through a call of its own (upsertAllowanceOtherGroup...), its fields from the
 * definition and checked as the server checks them; Delete asks first.
 */
export function UpsertDialog({ def, record, canWrite, render = {}, extras = [], onSave, onDelete, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const fields = def.fields.filter((f) => !f.readOnly);
  const [values, setValues] = useState<Record<string, unknown>>(() => ({
    ...Object.fromEntries(fields.map((f) => [f.name, start(f, record)])),
    ...Object.fromEntries(extras.map((x) => [x.name, x.initial])),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState(false);

  const cell = (name: string): ExtraCell => ({
    value: values[name],
    onChange: (v) => {
      setValues((all) => ({ ...all, [name]: v }));
      setErrors((all) => ({ ...all, [name]: '' }));
    },
    error: errors[name] || undefined,
    disabled: !canWrite || busy,
  });

  const act = async (work: () => Promise<unknown>) => {
    setError(null);
    setBusy(true);
    try {
      await work();
      onClose();
    } catch (err) {
      setError(formatError(err));
      setErrors(serverFieldErrors(err, t('allowanceRate.notValid')));
    } finally {
      setBusy(false);
    }
  };

  const submit = () => {
    const own = Object.fromEntries(fields.map((f) => [f.name, values[f.name]]));
    const checked = checkRecord(def, 'create', own);
    if (!checked.values) return setErrors(Object.fromEntries(checked.errors.map((e) => [e.field, e.message])));
    const body = { ...(record ? { id: record.id } : {}), ...checked.values, ...Object.fromEntries(extras.map((x) => [x.name, values[x.name]])) };
    void act(() => onSave(body));
  };

  const title = labelText(def.label, i18n.language);
  return (
    <Dialog open onClose={onClose} slotProps={{ paper: { sx: { width: '100%', maxWidth: 520 } } }} aria-labelledby="allowance-upsert-title">
      <DialogTitle id="allowance-upsert-title">{`${t(record ? 'common.edit' : 'common.new')} ${title}`}</DialogTitle>
      <DialogContent sx={{ position: 'relative' }}>
        <ErrorAlert message={error} onClose={() => setError(null)} />
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          {fields.map((f) => {
            const own = render[f.name];
            return <Box key={f.name}>{own ? own(cell(f.name)) : <FieldEditor field={f} {...cell(f.name)} />}</Box>;
          })}
          {extras.map((x) => (
            <Box key={x.name}>{x.render(cell(x.name))}</Box>
          ))}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Box>
        <LoadingOverlay open={busy} />
      </DialogContent>
      <DialogActions>
        {record && canWrite && onDelete && (
          <Button color="error" onClick={() => setConfirm(true)} sx={{ mr: 'auto' }}>
            {t('common.delete')}
          </Button>
        )}
        <Button onClick={onClose}>{t('common.close')}</Button>
        {canWrite && (
          <Button variant="contained" onClick={submit} disabled={busy}>
            {t('common.save')}
          </Button>
        )}
      </DialogActions>
      <ConfirmDialog
        open={confirm}
        message={t('common.confirmDelete')}
        onYes={() => {
          setConfirm(false);
          if (onDelete) void act(onDelete);
        }}
        onNo={() => setConfirm(false)}
      />
    </Dialog>
  );
}
