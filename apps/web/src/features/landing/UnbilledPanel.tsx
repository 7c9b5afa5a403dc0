import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate } from '@limo/domain';
import { invoicingEn, invoicingZhHK } from '@limo/domain/i18n/invoicing';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../app/session/SessionContext';
import { isChinese, registerTexts } from '../../i18n';
import { formatMoney } from '../driverAllowance/hrFormat';
import { trialLink, unbilledTrips } from './landingApi';

registerTexts(invoicingEn, invoicingZhHK);

/**
 * The accounts' landing figures (issue 30 part 8b): per client, trips up to yesterday not yet invoiced,
 * each a link to the client's invoice trial (for a holder of ORDERINVOICE). A failed read shows nothing: it is a hint.
 */
export function UnbilledPanel() {
  const { t, i18n } = useTranslation();
  const canTrial = (useSession().user?.rights ?? []).includes('ORDERINVOICE');
  const figures = useQuery({ queryKey: ['unbilledTrips'], queryFn: unbilledTrips, retry: false, staleTime: 60_000 });
  const data = figures.data;
  if (!data) return null;
  const chinese = isChinese(i18n.language);
  const date = formatDate(data.toDate);
  const titleId = 'unbilled-title';
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 1, mb: 1 }}>
      <Typography id={titleId} variant="subtitle1" component="h2">
        {t('land.unbilled.title', { date })}
      </Typography>
      {data.clients.length === 0 ? (
        <Typography color="text.secondary">{t('land.unbilled.none', { date })}</Typography>
      ) : (
        <>
          <Typography color="text.secondary">{t('land.unbilled.total', { count: data.count, amount: formatMoney(data.amount) })}</Typography>
          <Table size="small" sx={{ maxWidth: 640 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('land.unbilled.client')}</TableCell>
                <TableCell align="right">{t('land.unbilled.count')}</TableCell>
                <TableCell align="right">{t('land.unbilled.amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.clients.map((c) => {
                const name = `${c.clientCode} ${(chinese && c.clientNameChi) || c.clientShortName}`;
                return (
                  <TableRow key={c.clientId} data-client={c.clientId}>
                    <TableCell>
                      {canTrial ? (
                        <Link component={RouterLink} to={trialLink(c, data.toDate)} aria-label={t('land.unbilled.open', { client: name })}>
                          {name}
                        </Link>
                      ) : (
                        name
                      )}
                    </TableCell>
                    <TableCell align="right">{c.count}</TableCell>
                    <TableCell align="right">{formatMoney(c.amount)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </>
      )}
    </Paper>
  );
}
