import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { isRightCode, RIGHTS } from '@limo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorLines, formatError } from '../../api/errors';
import type { HalRecord } from '../../api/hal';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { RecordStamp } from '../../widgets/RecordStamp';
import { LoadingOverlay } from '../../widgets/LoadingOverlay';
import { MODULE_DIALOG_WIDTH } from '../shell/layout';
import { AssignTable } from './AssignTable';
import { toggled, toRows } from './assignments';
import { type ModuleFields, saveModule, useModuleData } from './useModuleSecurity';

export interface ModuleSecurityDialogProps {
  open: boolean;
  /** An existing module's id: update mode; null: create mode. */
  moduleId: number | null;
  /** The code to create with when no module exists yet. */
  initialCode?: string;
  /** Opened from the application's toolbar: code, status and description are read-only. */
  fromApp?: boolean;
  onClose: () => void;
  onSaved?: (module: HalRecord) => void;
}

const BLANK: ModuleFields = { moduleCode: '', moduleDesc: '', recordStatus: 'A' };
const STATUS = ['A', 'C'] as const;

function initialFields(code?: string): ModuleFields {
  if (!code) return BLANK;
  return { moduleCode: code, moduleDesc: isRightCode(code) ? RIGHTS[code] : '', recordStatus: 'A' };
}

/** The Module Security dialog of spec section 2: 1200 px, persistent, two assignment tables. */
export default function ModuleSecurityDialog({ open, moduleId, initialCode, fromApp = false, onClose, onSaved }: ModuleSecurityDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const data = useModuleData(moduleId, open);
  const [fields, setFields] = useState<ModuleFields>(() => initialFields(initialCode));
  const [groups, setGroups] = useState<Set<number>>(new Set());
  const [staffs, setStaffs] = useState<Set<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const d = data.data;
  useEffect(() => {
    if (!d) return;
    if (d.module) {
      const m = d.module;
      setFields({ moduleCode: String(m.moduleCode ?? ''), moduleDesc: String(m.moduleDesc ?? ''), recordStatus: (m.recordStatus as string) ?? null });
    }
    setGroups(new Set(d.assignedGroups));
    setStaffs(new Set(d.assignedStaffs));
  }, [d]);
  useEffect(() => {
    if (data.isError) setError(formatError(data.error));
  }, [data.isError, data.error]);

  const groupRows = useMemo(() => toRows(d?.userGroups ?? [], 'userGroup', 'userGroupDescEng', 'userGroupDescChi'), [d]);
  const staffRows = useMemo(() => toRows(d?.staffs ?? [], 'staffCode', 'staffNameEng', 'staffNameChi'), [d]);

  const close = () => {
    setFields(BLANK);
    setGroups(new Set());
    setStaffs(new Set());
    setError(null);
    onClose();
  };

  const submit = async () => {
    setSaving(true);
    setError(null);
    try {
      const saved = await saveModule({
        id: moduleId,
        etag: d?.etag ?? null,
        fields,
        originalGroups: new Set(d?.assignedGroups),
        groups,
        originalStaffs: new Set(d?.assignedStaffs),
        staffs,
      });
      await queryClient.invalidateQueries({ queryKey: ['list', 'modules'] });
      await queryClient.invalidateQueries({ queryKey: ['session', 'user'] });
      onSaved?.(saved);
      close();
    } catch (err) {
      setError(errorLines(err));
    } finally {
      setSaving(false);
    }
  };

  const m = d?.module;
  const readOnlyCode = fromApp || moduleId !== null;
  return (
    <Dialog open={open} fullWidth maxWidth={false} slotProps={{ paper: { sx: { maxWidth: MODULE_DIALOG_WIDTH } } }} aria-labelledby="module-security-title">
      <DialogTitle id="module-security-title">
        {t('module.title')}
        <RecordStamp record={m} />
      </DialogTitle>
      <DialogContent sx={{ position: 'relative' }}>
        <ErrorAlert message={error} onClose={() => setError(null)} />
        <Box sx={{ display: 'flex', gap: 2, mt: 1, mb: 2, flexWrap: 'wrap' }}>
          <TextField
            label={t('module.code')}
            value={fields.moduleCode}
            onChange={(e) => setFields({ ...fields, moduleCode: e.target.value })}
            slotProps={{ htmlInput: { readOnly: readOnlyCode } }}
            sx={{ width: 220 }}
          />
          <Autocomplete
            options={STATUS as readonly string[]}
            value={fields.recordStatus}
            onChange={(_, v) => setFields({ ...fields, recordStatus: v })}
            getOptionLabel={(o) => t(`status.${o}` as 'status.A')}
            readOnly={fromApp}
            sx={{ width: 180 }}
            renderInput={(params) => <TextField {...params} label={t('module.status')} />}
          />
          <TextField
            label={t('module.desc')}
            value={fields.moduleDesc}
            onChange={(e) => setFields({ ...fields, moduleDesc: e.target.value })}
            slotProps={{ htmlInput: { readOnly: fromApp } }}
            sx={{ flex: 1, minWidth: 240 }}
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 2 }}>
          <AssignTable
            title={t('module.userGroups')}
            codeLabel={t('module.userGroup')}
            rows={groupRows}
            assigned={groups}
            onToggle={(id) => setGroups((s) => toggled(s, id))}
          />
          <AssignTable
            title={t('module.staffs')}
            codeLabel={t('module.staffCode')}
            rows={staffRows}
            assigned={staffs}
            onToggle={(id) => setStaffs((s) => toggled(s, id))}
          />
        </Box>
        <LoadingOverlay open={data.isFetching || saving} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common.close')}</Button>
        <Button variant="contained" onClick={submit} disabled={saving || data.isFetching || data.isError}>
          {t('common.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
