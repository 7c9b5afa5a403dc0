import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDate } from '@limo/domain';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../driverAllowance/hrFormat';
import type { Trial } from './orderInvoiceModel';

interface Props {
  trial: Trial;
  ticked: readonly number[];
  onToggle: (orderVehicleId: number) => void;
  onAll: (all: boolean) => void;
}

export const moneyCell = { align: 'right', sx: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } } as const;

/** The billable order vehicles, each ticked or not; Space on a focused row turns its tick over. */
export function TrialTable({ trial, ticked, onToggle, onAll }: Props) {
  const { t } = useTranslation();
  const set = new Set(ticked);
  const all = trial.lines.length > 0 && set.size === trial.lines.length;
  const onKey = (e: KeyboardEvent, id: number) => {
    if (e.key !== ' ' || e.target !== e.currentTarget) return;
    e.preventDefault();
    onToggle(id);
  };
  return (
    <TableContainer sx={{ maxHeight: 'calc(100vh - 420px)', minHeight: 160 }}>
      <Table size="small" stickyHeader aria-label={t('oi.table')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={all}
                indeterminate={set.size > 0 && !all}
                onChange={() => onAll(!all)}
                slotProps={{ input: { 'aria-label': all ? t('oi.tickNone') : t('oi.tickAll') } }}
              />
            </TableCell>
            <TableCell>{t('oi.pickupDate')}</TableCell>
            <TableCell>{t('oi.orderRefId')}</TableCell>
            <TableCell>{t('oi.service')}</TableCell>
            <TableCell>{t('inv.description')}</TableCell>
            <TableCell {...moneyCell}>{t('inv.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {trial.lines.map((l) => {
            const on = set.has(l.orderVehicleId);
            return (
              <TableRow
                key={l.orderVehicleId}
                hover
                selected={on}
                tabIndex={0}
                aria-selected={on}
                data-ov={l.orderVehicleId}
                onKeyDown={(e) => onKey(e, l.orderVehicleId)}
                sx={{ cursor: 'pointer', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } }}
                onClick={() => onToggle(l.orderVehicleId)}
              >
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={on}
                    tabIndex={-1}
                    onClick={(e) => e.stopPropagation()}
                    onChange={() => onToggle(l.orderVehicleId)}
                    slotProps={{ input: { 'aria-label': t('oi.tick', { orderRefId: l.orderRefId }) } }}
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(l.pickupDate)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{l.orderRefId}</TableCell>
                <TableCell>{t(`option.serviceType.${l.serviceType}`, { defaultValue: l.serviceType })}</TableCell>
                <TableCell>{l.description}</TableCell>
                <TableCell {...moneyCell} sx={{ ...moneyCell.sx, color: on ? undefined : 'text.disabled' }}>
                  {formatMoney(l.amount)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
