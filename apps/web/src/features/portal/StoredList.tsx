/** The frame of the stored passengers and places pages: a list, add / edit in a dialog (ADMIN), delete with a confirmation. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteRow, saveRow } from './portalApi';
import { errorText, Failed, Loading, PageTitle, useMe } from './portalUi';

interface Props<R extends { id: number; version: number }, D> {
  kind: 'passengers' | 'places';
  title: string;
  addText: string;
  noneText: string;
  load: () => Promise<R[]>;
  label: (r: R) => string;
  detail: (r: R) => string;
  blank: () => D;
  toDraft: (r: R) => D;
  /** The wire row of a draft; null while it is incomplete. */
  toRow: (d: D) => Record<string, unknown> | null;
  fields: (d: D, set: (patch: Partial<D>) => void) => ReactNode;
}

export function StoredList<R extends { id: number; version: number }, D>(p: Props<R, D>) {
  const { t } = useTranslation();
  const admin = useMe().role === 'ADMIN';
  const client = useQueryClient();
  const rows = useQuery({ queryKey: ['portal', p.kind], queryFn: p.load });
  const [editing, setEditing] = useState<{ row: R | null; draft: D } | null>(null);
  const [deleting, setDeleting] = useState<R | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<unknown>, done: () => void) {
    setBusy(true);
    setError(null);
    try {
      await work();
      done();
      await client.invalidateQueries({ queryKey: ['portal', p.kind] });
    } catch (err) {
      setError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  }

  function save(e: FormEvent) {
    e.preventDefault();
    if (!editing) return;
    const row = p.toRow(editing.draft);
    if (!row) return;
    void run(
      () => saveRow(p.kind, row, editing.row ?? undefined),
      () => setEditing(null),
    );
  }

  const complete = editing ? p.toRow(editing.draft) !== null : false;
  return (
    <>
      <PageTitle>{p.title}</PageTitle>
      {!admin && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('pw.readOnly')}
        </Alert>
      )}
      {error && !editing && !deleting && (
        <Alert severity="error" role="alert" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {error}
        </Alert>
      )}
      {admin && (
        <Button variant="contained" sx={{ mb: 2 }} onClick={() => setEditing({ row: null, draft: p.blank() })}>
          {p.addText}
        </Button>
      )}
      {rows.isPending ? (
        <Loading />
      ) : rows.isError ? (
        <Failed error={rows.error} retry={() => void rows.refetch()} />
      ) : rows.data.length === 0 ? (
        <Typography>{p.noneText}</Typography>
      ) : (
        <List disablePadding>
          {rows.data.map((r) => (
            <ListItem key={r.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText primary={p.label(r)} secondary={p.detail(r)} sx={{ flex: '1 1 200px', overflowWrap: 'anywhere' }} />
              {admin && (
                <Stack direction="row" spacing={1}>
                  <Button size="small" aria-label={t('pw.edit', { name: p.label(r) })} onClick={() => setEditing({ row: r, draft: p.toDraft(r) })}>
                    {t('pw.editButton')}
                  </Button>
                  <Button size="small" color="error" aria-label={t('pw.deleteOne', { name: p.label(r) })} onClick={() => setDeleting(r)}>
                    {t('pw.delete')}
                  </Button>
                </Stack>
              )}
            </ListItem>
          ))}
        </List>
      )}
      <Dialog
        open={!!editing}
        onClose={busy ? undefined : () => setEditing(null)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="pw-stored-edit"
        slotProps={{ paper: { component: 'form', onSubmit: save } as object }}
      >
        <DialogTitle id="pw-stored-edit">{editing?.row ? t('pw.edit', { name: p.label(editing.row) }) : p.addText}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && (
              <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
                {error}
              </Alert>
            )}
            {editing && p.fields(editing.draft, (patch) => setEditing((e) => (e ? { ...e, draft: { ...e.draft, ...patch } } : e)))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(null)} disabled={busy}>
            {t('pw.close')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !complete}>
            {t('pw.save')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={!!deleting} onClose={busy ? undefined : () => setDeleting(null)} aria-labelledby="pw-stored-delete">
        <DialogTitle id="pw-stored-delete">{deleting && t('pw.deleteConfirm', { name: p.label(deleting) })}</DialogTitle>
        {error && deleting && (
          <DialogContent>
            <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
              {error}
            </Alert>
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={() => setDeleting(null)} disabled={busy}>
            {t('pw.close')}
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={busy}
            onClick={() =>
              deleting &&
              void run(
                () => deleteRow(p.kind, deleting),
                () => setDeleting(null),
              )
            }
          >
            {t('pw.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
