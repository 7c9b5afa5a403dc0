import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { InvoiceMoney } from '@limo/domain';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../driverAllowance/hrFormat';
import { moneyCell } from './TrialTable';

/** Subtotal of the ticked lines, the standing lines (a percent line says its percent), other lines and the total. */
export function TrialTotals({ money }: { money: InvoiceMoney }) {
  const { t } = useTranslation();
  const bold = { fontWeight: 'bold' };
  return (
    <Table size="small" aria-label={t('inv.total')} sx={{ width: 'auto', minWidth: 420, ml: 'auto' }}>
      <TableBody>
        <TableRow>
          <TableCell sx={bold}>{t('inv.subtotal')}</TableCell>
          <TableCell />
          <TableCell {...moneyCell} data-testid="subtotal">
            {formatMoney(money.subtotal)}
          </TableCell>
        </TableRow>
        {money.miscs.map((m) => (
          <TableRow key={m.clientInvoiceMiscId}>
            <TableCell>{m.description}</TableCell>
            <TableCell sx={{ color: 'text.secondary' }}>{m.percent ? t('oi.percentOf', { percent: Number(m.percent) }) : ''}</TableCell>
            <TableCell {...moneyCell}>{formatMoney(m.amount)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell sx={bold}>{t('inv.miscTotal')}</TableCell>
          <TableCell />
          <TableCell {...moneyCell} data-testid="misc-total">
            {formatMoney(money.miscTotal)}
          </TableCell>
        </TableRow>
        <TableRow>
          <TableCell sx={{ ...bold, borderBottom: 'none' }}>{t('inv.total')}</TableCell>
          <TableCell sx={{ borderBottom: 'none' }} />
          <TableCell {...moneyCell} sx={{ ...moneyCell.sx, ...bold, borderBottom: 'none' }} data-testid="total">
            {formatMoney(money.total)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
