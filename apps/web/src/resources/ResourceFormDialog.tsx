import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { getResource, type ResourceDef } from '@limo/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatError } from '../api/errors';
import { getOne } from '../api/resources';
import { tokens } from '../api/tokens';
import { ConfirmDialog } from '../widgets/ConfirmDialog';
import { ErrorAlert } from '../widgets/ErrorAlert';
import { RecordStamp } from '../widgets/RecordStamp';
import { LoadingOverlay } from '../widgets/LoadingOverlay';
import { useUnloadGuard } from '../widgets/useLeaveGuard';
import { ChildList } from './ChildList';
import { EXTENSIONS } from './extensions';
import { useExtensionsRegistered } from './extensionLoader';
import { FieldInput } from './FieldInput';
import { type FormValues, resolverFor, toFormValues } from './formValues';
import { labelText } from './labels';
import { markServerErrors, useRecordSave } from './useRecordSave';

export interface ResourceFormDialogProps {
  def: ResourceDef;
  /** null: create. */
  id: number | null;
  canWrite: boolean;
  /** Values set by the caller and not shown (a child's parent id). */
  fixed?: FormValues;
  onClose: () => void;
  /** Show another record in the dialog (the new one after a create, a copy...). */
  onOpenRecord?: (id: number) => void;
  /** A create or an update went through (the list says so). */
  onSaved?: () => void;
}

/** The create/edit dialog built from a definition: fields, child lists and the resource's own tabs. */
export function ResourceFormDialog({ def, id, canWrite, fixed = {}, onClose, onOpenRecord, onSaved }: ResourceFormDialogProps) {
  useExtensionsRegistered();
  const { t, i18n } = useTranslation();
  const record = useQuery({ queryKey: ['record', def.name, id], queryFn: () => getOne(def.name, id as number), enabled: id !== null, gcTime: 0 });
  const mode = id === null ? 'create' : 'patch';
  const resolver = useMemo(() => resolverFor(def, mode), [def, mode]);
  // A new branch-scoped record starts in the selected branch.
  const start = def.branchScoped && tokens.branchId ? { branchId: tokens.branchId, ...fixed } : fixed;
  const form = useForm<FormValues>({ resolver, defaultValues: toFormValues(def, null, start), mode: 'onTouched' });
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'delete' | 'close' | null>(null);
  const [tab, setTab] = useState(0);
  const { save, remove } = useRecordSave(def);
  const ext = EXTENSIONS[def.name];

  const loaded = record.data?.record;
  const { reset } = form;
  useEffect(() => {
    if (loaded) reset(toFormValues(def, loaded, fixed));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset only when another record arrives
  }, [loaded, def, reset]);

  const hidden = new Set(Object.keys(fixed));
  const fields = def.fields.filter((f) => !f.readOnly && !hidden.has(f.name));
  const tabs: { label: string; node: ReactNode }[] = [];
  if (id !== null && loaded) {
    for (const c of def.children ?? []) {
      const childDef = getResource(c.name);
      if (childDef)
        tabs.push({
          label: labelText(childDef.label, i18n.language),
          node: <ChildList def={childDef} foreignKey={c.foreignKey} parent={def} parentId={id} canWrite={canWrite} />,
        });
    }
    for (const x of ext?.tabs ?? []) tabs.push({ label: t(x.label), node: x.render({ record: loaded, canWrite }) });
  }
  const wide = tabs.length > 0 || fields.length > 6 || Boolean(ext?.tabs);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const saved = await save(id, { ...values, ...fixed }, record.data?.etag ?? null);
      onSaved?.();
      if (id === null && onOpenRecord && ((def.children?.length ?? 0) > 0 || ext?.tabs)) onOpenRecord(saved.id);
      else onClose();
    } catch (err) {
      setError(formatError(err));
      markServerErrors(def, err, form.setError);
    }
  });

  const doDelete = async () => {
    setConfirm(null);
    try {
      await remove(id as number);
      onClose();
    } catch (err) {
      setError(formatError(err));
    }
  };

  // Changes not saved: Escape, Close, reloading or closing the tab ask first (as the master-detail dialog does).
  const dirty = form.formState.isDirty && canWrite;
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  useUnloadGuard(dirtyRef);
  const askClose = () => (dirty ? setConfirm('close') : onClose());

  const title = labelText(def.label, i18n.language);
  return (
    <Dialog
      open
      onClose={(_, reason) => reason !== 'backdropClick' && askClose()}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: wide ? 960 : 500 } } }}
      aria-labelledby="resource-form-title"
    >
      <DialogTitle id="resource-form-title">
        {id === null ? `${t('common.new')} ${title}` : `${t('common.edit')} ${title}`}
        <RecordStamp record={loaded} />
      </DialogTitle>
      <DialogContent sx={{ position: 'relative', minHeight: 200 }}>
        <ErrorAlert message={error ?? (record.isError ? formatError(record.error) : null)} onClose={() => setError(null)} />
        {tabs.length > 0 && (
          <Tabs value={tab} onChange={(_, v: number) => setTab(v)} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
            <Tab label={t('common.details')} />
            {tabs.map((x) => (
              <Tab key={x.label} label={x.label} />
            ))}
          </Tabs>
        )}
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          hidden={tab !== 0}
          sx={{ display: tab === 0 ? 'grid' : 'none', gridTemplateColumns: wide ? { xs: '1fr', md: '1fr 1fr' } : '1fr', gap: 2, pt: 1 }}
        >
          {fields.map((f) => (
            <FieldInput key={f.name} field={f} control={form.control} disabled={!canWrite} />
          ))}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Box>
        {tab > 0 && tabs[tab - 1]?.node}
        <LoadingOverlay open={record.isFetching || form.formState.isSubmitting} />
      </DialogContent>
      <DialogActions>
        {id !== null && canWrite && (
          <Button color="error" onClick={() => setConfirm('delete')} sx={{ mr: 'auto' }}>
            {t('common.delete')}
          </Button>
        )}
        {id !== null && loaded && ext?.actions?.({ record: loaded, canWrite, openRecord: onOpenRecord })}
        <Button onClick={askClose}>{t('common.close')}</Button>
        {canWrite && (
          <Button variant="contained" onClick={submit} disabled={form.formState.isSubmitting || (id !== null && !loaded)}>
            {t('common.save')}
          </Button>
        )}
      </DialogActions>
      <ConfirmDialog
        open={confirm !== null}
        message={confirm === 'close' ? t('common.discardChanges') : t('common.confirmDelete')}
        onYes={confirm === 'close' ? onClose : doDelete}
        onNo={() => setConfirm(null)}
      />
    </Dialog>
  );
}
