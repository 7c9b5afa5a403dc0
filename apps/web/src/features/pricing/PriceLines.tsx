import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { groupedMoney, type PricingResult } from '@limo/domain';
import { useTranslation } from 'react-i18next';

/** An amount as the operator prints it (1,990.00); text that is not one, as it came. */
const money = (amount: string) => groupedMoney(amount) ?? amount;
/** Amounts never wrap nor clip; the description wraps instead (the panel beside the order form is narrow). */
const AMOUNT = { whiteSpace: 'nowrap' } as const;

/** The lines of a price, each with the rule that made it, and the total. */
/** `compact` (beside a form): the rule of each line shows as the row's tooltip instead of a column. */
export function PriceLines({ result, tariffId, caption, compact }: { result: PricingResult; tariffId?: number; caption?: string; compact?: boolean }) {
  const { t } = useTranslation();
  const source = t(`price.source.${result.rateSource}`);
  return (
    <Paper variant="outlined" sx={{ p: 1 }}>
      <Typography variant="subtitle2" sx={{ px: 1 }}>
        {caption ?? t('price.rate', { tariff: result.tariffCode, source, rate: result.rateId })}
      </Typography>
      {tariffId !== undefined && tariffId !== result.tariffId && (
        <Alert severity="info" sx={{ my: 1 }}>
          {t('price.otherTariff', { tariff: result.tariffCode })}
        </Alert>
      )}
      <Table size="small" aria-label={t('price.lines')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('price.kind')}</TableCell>
            <TableCell>{t('price.description')}</TableCell>
            <TableCell align="right">{t('price.qty')}</TableCell>
            <TableCell align="right">{t('price.unit')}</TableCell>
            <TableCell align="right">{t('price.amount')}</TableCell>
            {!compact && <TableCell>{t('price.rule')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {result.lines.map((l, i) => (
            <TableRow key={`${l.kind}-${l.code}-${i}`} title={compact ? l.rule : undefined}>
              <TableCell>{l.kind}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{l.description}</TableCell>
              <TableCell align="right">{l.qty}</TableCell>
              <TableCell align="right" sx={AMOUNT}>
                {money(l.unitAmount)}
              </TableCell>
              <TableCell align="right" sx={AMOUNT}>
                {money(l.amount)}
              </TableCell>
              {!compact && <TableCell sx={{ color: 'text.secondary' }}>{l.rule}</TableCell>}
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={4} sx={{ fontWeight: 600 }}>
              {t('price.total')}
            </TableCell>
            <TableCell align="right" sx={{ ...AMOUNT, fontWeight: 600 }} data-testid="price-total">
              {money(result.total)}
            </TableCell>
            {!compact && <TableCell />}
          </TableRow>
        </TableBody>
      </Table>
    </Paper>
  );
}
