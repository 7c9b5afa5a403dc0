import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PricingResult } from '@limo/domain';
import { useTranslation } from 'react-i18next';

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
              <TableCell>{l.description}</TableCell>
              <TableCell align="right">{l.qty}</TableCell>
              <TableCell align="right">{l.unitAmount}</TableCell>
              <TableCell align="right">{l.amount}</TableCell>
              {!compact && <TableCell sx={{ color: 'text.secondary' }}>{l.rule}</TableCell>}
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={4} sx={{ fontWeight: 600 }}>
              {t('price.total')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }} data-testid="price-total">
              {result.total}
            </TableCell>
            {!compact && <TableCell />}
          </TableRow>
        </TableBody>
      </Table>
    </Paper>
  );
}
