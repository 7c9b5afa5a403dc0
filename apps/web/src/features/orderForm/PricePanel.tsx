import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { groupedMoney } from '@limo/domain';
import { useTranslation } from 'react-i18next';
import { PriceLines } from '../pricing/PriceLines';
import { sumMoney, type VehicleRow } from './orderModel';
import { type RowPrice, rowTotal } from './useRowPrices';

/** An amount as the operator prints it (1,990.00); none as a dash. */
const money = (amount: string | null | undefined) => (amount ? (groupedMoney(amount) ?? amount) : '—');

interface Props {
  rows: VehicleRow[];
  prices: RowPrice[];
  selected: number;
}

/** The selected row's breakdown (its problems beside it, never blocking), every row's total and the order's. */
export function PricePanel({ rows, prices, selected }: Props) {
  const { t } = useTranslation();
  const row = rows[selected];
  const price = prices[selected];
  const totals = rows.map((r, i) => rowTotal(r, prices[i]));
  const manual = row?.manualFareAmt.trim() ? rowTotal(row, undefined) : null;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }} aria-label={t('of.breakdown')} role="region">
      <Typography variant="subtitle1">{t('of.breakdownOf', { n: selected + 1 })}</Typography>
      {price?.pending && <LinearProgress aria-label={t('of.pricing')} />}
      {price?.result && <PriceLines result={price.result} caption={price.saved ? t('of.savedPrice') : undefined} compact />}
      {!price?.result && !price?.problems.length && <Typography color="text.secondary">{t('of.notPricedYet')}</Typography>}
      {manual && (
        <Alert severity="info" data-testid="manual-fare">
          {t('of.manualReplaces', { manual: money(manual), engine: money(price?.result?.total) })}
        </Alert>
      )}
      {price && price.problems.length > 0 && (
        <Alert severity="warning" data-testid="price-problems">
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {price.problems.map((p, i) => (
              <li key={i}>{p}</li>
            ))}
          </Box>
        </Alert>
      )}
      <Paper variant="outlined">
        <Table size="small" aria-label={t('of.totals')}>
          <TableBody>
            {rows.map((r, i) => (
              <TableRow key={r.key} selected={i === selected}>
                <TableCell>{t('of.vehicleNo', { n: i + 1 })}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid={`row-total-${i}`}>
                  {money(totals[i])}
                </TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>{t('of.orderTotal')}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} data-testid="order-total">
                {money(sumMoney(totals))}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Paper>
    </Box>
  );
}
