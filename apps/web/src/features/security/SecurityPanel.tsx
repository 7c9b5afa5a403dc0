import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorLines, formatError } from '../../api/errors';
import { api } from '../../api/http';
import { AssignTable } from '../../app/moduleSecurity/AssignTable';
import { type AssignRow, difference, toggled } from '../../app/moduleSecurity/assignments';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { LoadingOverlay } from '../../widgets/LoadingOverlay';

export interface SecuritySide {
  title: string;
  codeLabel: string;
  loadAll: () => Promise<AssignRow[]>;
  loadAssigned: () => Promise<number[]>;
  addKey: string;
  removeKey: string;
}

interface Props {
  /** What the panel is about, e.g. ['staffSecurity', 4]. */
  queryKey: readonly unknown[];
  idKey: string;
  id: number;
  savePath: string;
  sides: [SecuritySide, SecuritySide];
  canWrite: boolean;
}

interface Loaded {
  rows: [AssignRow[], AssignRow[]];
  assigned: [number[], number[]];
}

/** Two assignment tables and one save: the add and remove lists of each side, as differences. */
export function SecurityPanel({ queryKey, idKey, id, savePath, sides, canWrite }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const q = useQuery({
    queryKey,
    queryFn: async (): Promise<Loaded> => {
      const [r0, r1, a0, a1] = await Promise.all([sides[0].loadAll(), sides[1].loadAll(), sides[0].loadAssigned(), sides[1].loadAssigned()]);
      return { rows: [r0, r1], assigned: [a0, a1] };
    },
    gcTime: 0,
  });
  const [sets, setSets] = useState<[Set<number>, Set<number>]>([new Set(), new Set()]);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (q.data) setSets([new Set(q.data.assigned[0]), new Set(q.data.assigned[1])]);
  }, [q.data]);

  const save = async () => {
    if (!q.data) return;
    setSaving(true);
    setError(null);
    setDone(false);
    try {
      const body: Record<string, unknown> = { [idKey]: id };
      sides.forEach((side, i) => {
        const d = difference(new Set(q.data.assigned[i]), sets[i]);
        body[side.addKey] = d.add;
        body[side.removeKey] = d.remove;
      });
      await api(savePath, { method: 'POST', body, transform: false });
      await queryClient.invalidateQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey: ['session', 'user'] });
      setDone(true);
    } catch (err) {
      setError(errorLines(err));
    } finally {
      setSaving(false);
    }
  };

  const toggle = (i: 0 | 1) => (rowId: number) => setSets((s) => (i === 0 ? [toggled(s[0], rowId), s[1]] : [s[0], toggled(s[1], rowId)]));
  return (
    <Box sx={{ position: 'relative' }}>
      <ErrorAlert message={error ?? (q.isError ? formatError(q.error) : null)} onClose={() => setError(null)} />
      {done && (
        <Alert severity="success" onClose={() => setDone(false)} sx={{ mb: 1 }}>
          {t('security.saved')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2 }}>
        {sides.map((side, i) => (
          <AssignTable
            key={side.title}
            title={side.title}
            codeLabel={side.codeLabel}
            rows={q.data?.rows[i] ?? []}
            assigned={sets[i]}
            onToggle={toggle(i as 0 | 1)}
            disabled={!canWrite}
            maxHeight={340}
          />
        ))}
      </Box>
      {canWrite && (
        <Box sx={{ mt: 1, display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="outlined" onClick={save} disabled={saving || !q.data}>
            {t('security.save')}
          </Button>
        </Box>
      )}
      <LoadingOverlay open={q.isFetching || saving} />
    </Box>
  );
}
