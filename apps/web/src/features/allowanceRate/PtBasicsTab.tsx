import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type FieldDef, RESOURCES, type ResourceDef } from '@limo/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { fieldLabel } from '../../resources/labels';
import { lookupLabel, useLookup } from '../../resources/lookups';
import { ResourceFormDialog } from '../../resources/ResourceFormDialog';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { LoadingOverlay } from '../../widgets/LoadingOverlay';
import { getPtBasics, KEYS } from './allowanceRateApi';
import { type AllowanceVersion, bySeq, conditionText, moneyText } from './allowanceRateModel';

const def = RESOURCES.allowancePtBasics;
const field = (name: string) => def.fields.find((f) => f.name === name) as FieldDef;
const COLUMNS = ['seq', 'allowanceVehicleTypeId', 'dailyAmount'];

/** The definition with a new row's sequence after the last one (rule 5 takes the first by seq). */
const withNextSeq = (next: number): ResourceDef => ({ ...def, fields: def.fields.map((f) => (f.name === 'seq' ? { ...f, default: next } : f)) });

/**
 * The part-time drivers' daily basics of a version (rule 5: the first row, by sequence, whose
 * vehicle-type group is empty or holds the day's first job's vehicle type), in the generic dialog.
 */
export function PtBasicsTab({ version, canWrite }: { version: AllowanceVersion; canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const basics = useQuery({ queryKey: KEYS.ptBasics(version.id), queryFn: () => getPtBasics(version.id) });
  const vehicleTypes = useLookup(field('allowanceVehicleTypeId')).options;
  const rows = useMemo(() => bySeq(basics.data ?? []), [basics.data]);
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const nextSeq = rows.reduce((m, r) => Math.max(m, Number(r.seq ?? 0)), 0) + 1;
  const newDef = useMemo(() => withNextSeq(nextSeq), [nextSeq]);
  const any = t('allowanceRate.any');

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Alert severity="info" sx={{ py: 0, flexGrow: 1 }}>
          {t('allowanceRate.ptHint')}
        </Alert>
        {canWrite && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ id: null })}>
            {t('allowanceRate.addBasic')}
          </Button>
        )}
      </Box>
      <ErrorAlert message={basics.isError ? formatError(basics.error) : null} />
      <TableContainer sx={{ position: 'relative', bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label={t('allowanceRate.tab.ptBasics')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((name) => (
                <TableCell key={name} align={name === 'dailyAmount' ? 'right' : 'left'}>
                  {fieldLabel(field(name), i18n.language)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const group = conditionText(lookupLabel(vehicleTypes, row.allowanceVehicleTypeId), any);
              return (
                <TableRow
                  key={row.id}
                  hover
                  tabIndex={0}
                  data-testid="pt-basic-row"
                  onClick={() => setEditing({ id: row.id })}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' && e.target === e.currentTarget) setEditing({ id: row.id });
                  }}
                  sx={{ cursor: 'pointer', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}
                >
                  <TableCell>{String(row.seq ?? '')}</TableCell>
                  <TableCell sx={group === any ? { color: 'text.secondary', fontStyle: 'italic' } : undefined}>{group}</TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {moneyText(row.dailyAmount)}
                  </TableCell>
                </TableRow>
              );
            })}
            {!basics.isPending && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length}>{t('allowanceRate.noBasics')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        <LoadingOverlay open={basics.isFetching} />
      </TableContainer>
      {editing && (
        <ResourceFormDialog
          key={editing.id ?? 'new'}
          def={editing.id === null ? newDef : def}
          id={editing.id}
          canWrite={canWrite}
          fixed={{ allowanceEffDateId: version.id }}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
