import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { hasRight } from '@limo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatError } from '../../api/errors';
import { useRouteTitle } from '../../app/routeTitle';
import { useUser } from '../../app/session/SessionContext';
import { labelText } from '../../resources/labels';
import { rowMessage, splitServerErrors } from '../../resources/masterDetail/aggregate';
import { ChildRowsTable } from '../../resources/masterDetail/ChildRowsTable';
import { useMasterDetail } from '../../resources/masterDetail/useMasterDetail';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { LoadingOverlay } from '../../widgets/LoadingOverlay';
import { CopyTermsDialog } from './CopyTermsDialog';
import { type OwnerKind, type OwnerOption, OWNERS, saveTerms, termsConfig } from './ocTerms';

/**
 * The other-charge terms of one owner: pick a client (Client Contract Terms) or a contract term
 * type (Contract Terms), edit its rows (a charge, waived or an amount), save them in one call, or
 * copy another owner's terms onto it. The owner picked stays in the address (?clientId=...).
 */
export function OcTermsScreen({ kind }: { kind: OwnerKind }) {
  const owner = OWNERS[kind];
  const { t, i18n } = useTranslation();
  const user = useUser();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const title = useRouteTitle() || labelText(owner.rows.label, i18n.language);
  const canWrite = hasRight(user.rights, owner.rows.rights.write);
  const config = useMemo(() => termsConfig(owner), [owner]);
  const ownerId = Number(params.get(owner.foreignKey)) || null;
  const md = useMasterDetail(owner.parent, config, ownerId);
  const section = md.sections[0];
  const name = owner.rows.name;
  const rows = md.rows[name] ?? [];
  const options = useQuery({ queryKey: ['ownerOptions', kind], queryFn: owner.options, staleTime: 60_000 });
  const picked = options.data?.find((o) => o.id === ownerId) ?? (ownerId ? { id: ownerId, label: `#${ownerId}` } : null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [switchTo, setSwitchTo] = useState<OwnerOption | null | undefined>(undefined);
  const [copying, setCopying] = useState(false);
  const sources = (['client', 'term'] as const).filter((k) => hasRight(user.rights, OWNERS[k].readRight));

  const reload = () => queryClient.resetQueries({ queryKey: ['aggregate', owner.parent.name, ownerId] });
  const pick = (o: OwnerOption | null) => {
    setError(null);
    setNotice(null);
    setParams(o ? { [owner.foreignKey]: String(o.id) } : {}, { replace: true });
  };
  const askPick = (o: OwnerOption | null) => (md.touched ? setSwitchTo(o) : pick(o));

  const save = async () => {
    setError(null);
    setNotice(null);
    const checked = md.checkAll();
    md.showRowErrors(checked.errors);
    if (checked.errors.length || !ownerId) {
      setError(`${t('detail.fixRows')}\n${checked.errors.map((e) => rowMessage(md.sections, e)).join('\n')}`);
      return;
    }
    setSaving(true);
    try {
      await saveTerms(owner, ownerId, checked.children[name] ?? []);
      await reload();
      setNotice(t('common.saved'));
    } catch (err) {
      setError(formatError(err));
      md.showRowErrors(splitServerErrors(err, md.sections).rows);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5, gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Autocomplete
          options={options.data ?? []}
          value={picked}
          onChange={(_, v) => askPick(v)}
          loading={options.isPending}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          sx={{ width: 360 }}
          renderInput={(p) => <TextField {...p} label={t(kind === 'client' ? 'terms.client' : 'terms.contractTermType')} />}
        />
        {canWrite && ownerId && (
          <>
            <Button
              startIcon={<ContentCopyIcon />}
              disabled={md.touched || !sources.length}
              title={md.touched ? t('terms.saveFirst') : undefined}
              onClick={() => setCopying(true)}
            >
              {t('terms.copyFrom')}
            </Button>
            <Button disabled={!md.touched || saving} onClick={() => void reload()}>
              {t('terms.undo')}
            </Button>
            <Button variant="contained" disabled={!md.touched || saving} onClick={() => void save()}>
              {t('common.save')}
            </Button>
          </>
        )}
      </Box>
      <ErrorAlert
        message={error ?? (options.isError ? formatError(options.error) : md.loaded.isError ? formatError(md.loaded.error) : null)}
        onClose={() => setError(null)}
      />
      {notice && (
        <Alert severity="success" sx={{ mb: 1 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {!ownerId || !section ? (
        <Typography color="text.secondary">{t(kind === 'client' ? 'terms.pickClient' : 'terms.pickTermType')}</Typography>
      ) : (
        <Paper variant="outlined" sx={{ position: 'relative', p: 1.5 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('terms.count', { count: rows.length })}
          </Typography>
          <ChildRowsTable
            section={section}
            rows={rows}
            errors={md.rowErrors}
            disabled={!canWrite}
            onChange={(key, field, value) => md.change(name, key, field, value)}
            onAdd={() => md.add(name)}
            onRemove={(key) => md.remove(name, key)}
          />
          <LoadingOverlay open={md.loaded.isFetching || saving} />
        </Paper>
      )}
      <ConfirmDialog
        open={switchTo !== undefined}
        message={t('common.discardChanges')}
        onYes={() => {
          pick(switchTo ?? null);
          setSwitchTo(undefined);
        }}
        onNo={() => setSwitchTo(undefined)}
      />
      {copying && ownerId && (
        <CopyTermsDialog
          target={{ owner, id: ownerId, label: picked?.label ?? String(ownerId) }}
          sources={sources}
          onClose={() => setCopying(false)}
          onCopied={(source) => {
            setCopying(false);
            setNotice(t('terms.copied', { source }));
            void reload();
          }}
        />
      )}
    </Box>
  );
}

export function ClientContractTermsScreen() {
  return <OcTermsScreen key="client" kind="client" />;
}

export function ContractTermsScreen() {
  return <OcTermsScreen key="term" kind="term" />;
}
