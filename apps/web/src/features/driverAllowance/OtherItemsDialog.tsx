import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDate, RESOURCES } from '@limo/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { useLookup } from '../../resources/lookups';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { type AllowanceFilter, allowanceOthers, deleteOther, natureMaps } from './allowanceApi';
import { blankOther, type DriverName, type OtherForm, otherFormOf, type OtherRow } from './allowanceModel';
import { formatMoney } from './hrFormat';
import { type OtherChoices, OtherItemDialog } from './OtherItemDialog';
import { driverLabel } from './PeriodDriverFilter';

interface Props {
  filter: AllowanceFilter;
  /** The month is closed: the items are shown, not changed. */
  closed: boolean;
  /** Names for the driver pick-list (the lookups give numbers only). */
  names: readonly DriverName[];
  onChanged: () => void;
  onClose: () => void;
}

const field = (name: string) => RESOURCES.allowanceOthers?.fields.find((f) => f.name === name);
const FIELDS = { driver: field('driverId'), group: field('allowanceOtherGroupId'), nature: field('allowanceOtherGroupNatureId') };

/** The period's other items (meals, permits, fines...): added, changed and deleted here. */
export function OtherItemsDialog({ filter, closed, names, onChanged, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [editing, setEditing] = useState<OtherForm | null>(null);
  const [deleting, setDeleting] = useState<OtherRow | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = useQuery({ queryKey: ['allowanceOthers', filter], queryFn: () => allowanceOthers(filter), retry: false });
  const maps = useQuery({ queryKey: ['allowanceOtherGroupNatureMaps'], queryFn: natureMaps, retry: false, staleTime: 60_000 });
  const drivers = useLookup(FIELDS.driver);
  const groups = useLookup(FIELDS.group);
  const natures = useLookup(FIELDS.nature);

  const choices = useMemo<OtherChoices>(() => {
    const byId = new Map(names.map((n) => [n.driverId, n]));
    return {
      drivers: drivers.options.map((o) => {
        const named = byId.get(o.id);
        return { id: o.id, label: named ? driverLabel(named, i18n.language) : o.label };
      }),
      groups: groups.options,
      natures: natures.options,
      // Without the right to read the links every nature is offered; the server refuses an unlinked one.
      maps: maps.isError ? null : (maps.data ?? []),
    };
  }, [names, drivers.options, groups.options, natures.options, maps.isError, maps.data, i18n.language]);

  const changed = () => {
    setEditing(null);
    void list.refetch();
    onChanged();
  };
  const remove = async (row: OtherRow) => {
    setDeleting(null);
    setError(null);
    try {
      await deleteOther(row.id);
      changed();
    } catch (err) {
      setError(formatError(err));
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth>
      <DialogTitle id={titleId}>{t('driverAllowance.other.title', { from: formatDate(filter.dateFrom), to: formatDate(filter.dateTo) })}</DialogTitle>
      <DialogContent dividers>
        {closed && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {t('driverAllowance.other.closedHint')}
          </Alert>
        )}
        <ErrorAlert message={list.isError ? formatError(list.error) : error} onClose={error ? () => setError(null) : undefined} />
        <Table size="small" aria-label={t('driverAllowance.other.list')}>
          <TableHead>
            <TableRow>
              {['date', 'driverNo', 'group', 'nature', 'qty', 'amount', 'lineAmount', 'remarks'].map((c) => (
                <TableCell key={c} align={['qty', 'amount', 'lineAmount'].includes(c) ? 'right' : 'left'}>
                  {t(`driverAllowance.other.col.${c}`)}
                </TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {(list.data ?? []).map((row) => (
              <TableRow key={row.id}>
                <TableCell>{formatDate(row.otherDate)}</TableCell>
                <TableCell>{row.driverNo}</TableCell>
                <TableCell>{row.groupCode}</TableCell>
                <TableCell>{row.natureCode}</TableCell>
                <TableCell align="right">{String(row.qty)}</TableCell>
                <TableCell align="right">{row.amount === null ? t('driverAllowance.other.default') : formatMoney(row.amount)}</TableCell>
                <TableCell align="right">{formatMoney(row.lineAmount)}</TableCell>
                <TableCell>{row.remarks ?? ''}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton
                    size="small"
                    disabled={closed}
                    aria-label={t('driverAllowance.other.editOf', { item: `${row.driverNo} ${row.natureCode}` })}
                    onClick={() => setEditing(otherFormOf(row))}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    disabled={closed}
                    aria-label={t('driverAllowance.other.deleteOf', { item: `${row.driverNo} ${row.natureCode}` })}
                    onClick={() => setDeleting(row)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
            {list.isSuccess && !list.data.length && (
              <TableRow>
                <TableCell colSpan={9}>{t('driverAllowance.other.none')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<AddIcon />} disabled={closed} onClick={() => setEditing(blankOther(filter.dateFrom, filter.driverId))}>
          {t('driverAllowance.other.add')}
        </Button>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
      {editing && <OtherItemDialog initial={editing} choices={choices} period={filter} onSaved={changed} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('driverAllowance.other.deleteTitle')}
        message={
          deleting ? t('driverAllowance.other.confirmDelete', { item: `${deleting.driverNo} ${deleting.natureCode} ${formatDate(deleting.otherDate)}` }) : ''
        }
        onYes={() => deleting && void remove(deleting)}
        onNo={() => setDeleting(null)}
      />
    </Dialog>
  );
}
