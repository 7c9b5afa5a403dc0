import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ResourceDef } from '@limo/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../api/errors';
import { childList } from '../api/resources';
import { ErrorAlert } from '../widgets/ErrorAlert';
import { StatusChip, cellText } from './columns';
import { fieldLabel, labelText } from './labels';
import { ResourceFormDialog } from './ResourceFormDialog';
import { useLookups } from './lookups';

interface Props {
  def: ResourceDef;
  foreignKey: string;
  parent: ResourceDef;
  parentId: number;
  canWrite: boolean;
}

/** A child list inside its parent's dialog (GET /api/{parent}/{id}/{child}); rows open their own dialog. */
export function ChildList({ def, foreignKey, parent, parentId, canWrite }: Props) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const q = useQuery({ queryKey: ['children', parent.name, parentId, def.name], queryFn: () => childList(parent.name, parentId, def.name) });
  const cols = useMemo(() => def.listColumns.map((c) => def.fields.find((f) => f.name === c)).filter((f) => f !== undefined), [def]);
  const lookups = useLookups(useMemo(() => cols.filter((f) => f.type === 'reference' || f.type === 'references'), [cols]));
  const [sortField, dir] = def.defaultSort;
  const rows = [...(q.data ?? [])].sort(
    (a, b) => String(a[sortField] ?? '').localeCompare(String(b[sortField] ?? ''), undefined, { numeric: true }) * (dir === 'desc' ? -1 : 1),
  );

  return (
    <Box>
      <ErrorAlert message={q.isError ? formatError(q.error) : null} />
      {canWrite && (
        <Button startIcon={<AddIcon />} onClick={() => setEditing({ id: null })} sx={{ mb: 1 }}>
          {t('common.add')}
        </Button>
      )}
      <Table size="small" aria-label={labelText(def.label, i18n.language)}>
        <TableHead>
          <TableRow>
            {cols.map((f) => (
              <TableCell key={f.name}>{fieldLabel(f, i18n.language)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} hover onClick={() => setEditing({ id: r.id })} sx={{ cursor: 'pointer' }}>
              {cols.map((f) => (
                <TableCell key={f.name}>
                  {f.type === 'status' ? <StatusChip code={r[f.name]} lng={i18n.language} field={f} /> : cellText(f, r[f.name], lookups)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {q.isSuccess && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={cols.length}>
                <Typography variant="body2" color="text.secondary">
                  —
                </Typography>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {editing && <ResourceFormDialog def={def} id={editing.id} canWrite={canWrite} fixed={{ [foreignKey]: parentId }} onClose={() => setEditing(null)} />}
    </Box>
  );
}
