import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQueryClient } from '@tanstack/react-query';
import { getResource } from '@limo/domain';
import { hasRight } from '@limo/domain/rights';
import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { SessionContext } from '../../app/session/session';
import { deleteOne } from '../../api/resources';
import { tokens } from '../../api/tokens';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { useUnloadGuard } from '../../widgets/useLeaveGuard';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { LoadingOverlay } from '../../widgets/LoadingOverlay';
import { RecordStamp } from '../../widgets/RecordStamp';
import { EXTENSIONS } from '../extensions';
import { useExtensionsRegistered } from '../extensionLoader';
import { FieldInput } from '../FieldInput';
import { ChildList } from '../ChildList';
import { checkRecord, type FormValues, resolverFor, toFormValues } from '../formValues';
import { labelText, listTitle } from '../labels';
import type { RecordDialogProps } from '../RecordDialog';
import { aggregateBody, rowMessage, splitServerErrors } from './aggregate';
import { ChildRowsTable } from './ChildRowsTable';
import type { MasterDetailConfig } from './configs';
import { MemberPicker } from './MemberPicker';
import { useMasterDetail } from './useMasterDetail';

/** Lists that show a record saved here (the vendor list shows clients). */
const REFRESHED_WITH: Record<string, string[][]> = { clients: [['vendors'], ['vendorContacts']] };

/**
 * A record with its child lists and member lists in one dialog: the record's fields on the first
 * tab, one tab per list. One Save checks everything, then sends it in one call; nothing is sent
 * while something is wrong, and on a refused save every row and field stays as typed.
 */
export function MasterDetailDialog({ def, id, canWrite, onClose, onOpenRecord, onSaved, config }: RecordDialogProps & { config: MasterDetailConfig }) {
  useExtensionsRegistered();
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const md = useMasterDetail(def, config, id);
  const mode = id === null ? 'create' : 'patch';
  const resolver = useMemo(() => resolverFor(def, mode), [def, mode]);
  const start = def.branchScoped && tokens.branchId ? { branchId: tokens.branchId } : {};
  const form = useForm<FormValues>({ resolver, defaultValues: toFormValues(def, null, start), mode: 'onTouched' });
  const [tab, setTab] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirm, setConfirm] = useState<'delete' | 'close' | null>(null);
  const ext = EXTENSIONS[def.name];
  const record = md.loaded.data?.record;

  const { reset } = form;
  useEffect(() => {
    if (record) reset(toFormValues(def, record));
  }, [record, def, reset]);

  const fields = def.fields.filter((f) => !f.readOnly);
  // Child lists with rights of their own (a client's tariffs and contract terms) are kept row by row, outside the one save.
  const rights = useContext(SessionContext)?.user?.rights ?? [];
  const ownLists =
    id !== null && record
      ? (def.children ?? [])
          .filter((c) => !config.children.includes(c.name))
          .flatMap((c) => {
            const childDef = getResource(c.name);
            return childDef && hasRight(rights, childDef.rights.read) ? [{ child: c, def: childDef }] : [];
          })
      : [];
  const rowErrorKeys = new Set(
    Object.entries(md.rowErrors)
      .filter(([, m]) => m.length > 0)
      .map(([k]) => k),
  );
  const tabs = [
    ...md.sections.map((s) => {
      const rows = md.rows[s.def.name] ?? [];
      return { key: s.def.name, label: `${listTitle(s.def, i18n.language)} (${rows.length})`, wrong: rows.some((r) => rowErrorKeys.has(r.key)) };
    }),
    ...config.members.map((m) => ({ key: m.key, label: `${labelText(m.label, i18n.language)} (${md.members[m.key]?.size ?? 0})`, wrong: false })),
  ];

  const refresh = async () => {
    for (const key of [['list', def.name], ['lookup', def.name], ['aggregate', def.name], ['children'], ...(REFRESHED_WITH[def.name] ?? [])]) {
      await queryClient.invalidateQueries({ queryKey: key });
    }
  };

  const save = async () => {
    setError(null);
    const master = checkRecord(def, mode, form.getValues());
    for (const e of master.errors) form.setError(e.field, { type: 'validation', message: e.message });
    const rows = md.checkAll();
    md.showRowErrors(rows.errors);
    if (!master.values || rows.errors.length > 0) {
      const lines = [...master.errors.map((e) => e.message), ...rows.errors.map((e) => rowMessage(md.sections, e))];
      setError(`${t('detail.fixRows')}\n${lines.join('\n')}`);
      const wrongSection = rows.errors.length ? md.sections.findIndex((s) => s.def.name === rows.errors[0].child) + 1 : 0;
      setTab(master.values ? wrongSection : 0);
      return;
    }
    setSaving(true);
    try {
      await config.save(id, aggregateBody(master.values, rows.children, md.memberIds), record?.version === undefined ? undefined : Number(record.version));
      await refresh();
      onSaved?.();
      onClose();
    } catch (err) {
      setError(formatError(err));
      const split = splitServerErrors(err, md.sections);
      for (const e of split.master) form.setError(e.field, { type: 'server', message: e.message });
      md.showRowErrors(split.rows);
      if (split.master.length || split.rows.length) {
        const wrongSection = split.rows.length ? md.sections.findIndex((s) => s.def.name === split.rows[0].child) + 1 : 0;
        setTab(split.master.length ? 0 : wrongSection);
      }
    } finally {
      setSaving(false);
    }
  };

  const doDelete = async () => {
    setConfirm(null);
    try {
      await deleteOne(def.name, id as number);
      await refresh();
      onClose();
    } catch (err) {
      setError(formatError(err));
    }
  };

  const dirty = form.formState.isDirty || md.touched;
  const askClose = () => (dirty && canWrite ? setConfirm('close') : onClose());
  const dirtyRef = useRef(dirty && canWrite);
  dirtyRef.current = dirty && canWrite;
  useUnloadGuard(dirtyRef);
  const title = labelText(def.label, i18n.language);

  return (
    <Dialog
      open
      onClose={(_, reason) => reason !== 'backdropClick' && askClose()}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 1100 } } }}
      aria-labelledby="master-detail-title"
    >
      <DialogTitle id="master-detail-title">
        {id === null ? `${t('common.new')} ${title}` : `${t('common.edit')} ${title}`}
        <RecordStamp record={record} />
      </DialogTitle>
      <DialogContent sx={{ position: 'relative', minHeight: 520 }}>
        <ErrorAlert message={error ?? (md.loaded.isError ? formatError(md.loaded.error) : null)} onClose={() => setError(null)} />
        <Tabs value={tab} onChange={(_, v: number) => setTab(v)} variant="scrollable" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Tab label={t('common.details')} sx={Object.keys(form.formState.errors).length ? { color: 'error.main' } : undefined} />
          {tabs.map((x) => (
            <Tab key={x.key} label={x.label} sx={x.wrong ? { color: 'error.main' } : undefined} />
          ))}
          {ownLists.map((x) => (
            <Tab key={x.def.name} label={listTitle(x.def, i18n.language)} />
          ))}
        </Tabs>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          sx={{ display: tab === 0 ? 'grid' : 'none', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, pt: 1 }}
        >
          {fields.map((f) => (
            <FieldInput key={f.name} field={f} control={form.control} disabled={!canWrite} />
          ))}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Box>
        {md.sections.map((s, i) =>
          tab === i + 1 ? (
            <ChildRowsTable
              key={s.def.name}
              section={s}
              rows={md.rows[s.def.name] ?? []}
              errors={md.rowErrors}
              disabled={!canWrite}
              onChange={(key, field, value) => md.change(s.def.name, key, field, value)}
              onAdd={() => md.add(s.def.name)}
              onRemove={(key) => md.remove(s.def.name, key)}
            />
          ) : null,
        )}
        {config.members.map((m, i) =>
          tab === md.sections.length + i + 1 ? (
            <MemberPicker
              key={m.key}
              section={m}
              selected={md.members[m.key] ?? new Set()}
              current={md.currentMembers[m.key] ?? []}
              disabled={!canWrite}
              onToggle={(memberId) => md.toggleMember(m.key, memberId)}
            />
          ) : null,
        )}
        {ownLists.map((x, i) =>
          tab === md.sections.length + config.members.length + i + 1 && id !== null ? (
            <ChildList
              key={x.def.name}
              def={x.def}
              foreignKey={x.child.foreignKey}
              parent={def}
              parentId={id}
              canWrite={hasRight(rights, x.def.rights.write) && !x.def.readOnly}
            />
          ) : null,
        )}
        <LoadingOverlay open={md.loaded.isFetching || saving} />
      </DialogContent>
      <DialogActions>
        {id !== null && canWrite && (
          <Button color="error" onClick={() => setConfirm('delete')} sx={{ mr: 'auto' }}>
            {t('common.delete')}
          </Button>
        )}
        {id !== null && record && ext?.actions?.({ record, canWrite, openRecord: onOpenRecord })}
        <Button onClick={askClose}>{t('common.close')}</Button>
        {canWrite && (
          <Button variant="contained" onClick={() => void save()} disabled={saving || (id !== null && !record)}>
            {t('common.save')}
          </Button>
        )}
      </DialogActions>
      <ConfirmDialog open={confirm === 'delete'} message={t('common.confirmDelete')} onYes={doDelete} onNo={() => setConfirm(null)} />
      <ConfirmDialog open={confirm === 'close'} message={t('common.discardChanges')} onYes={onClose} onNo={() => setConfirm(null)} />
    </Dialog>
  );
}
