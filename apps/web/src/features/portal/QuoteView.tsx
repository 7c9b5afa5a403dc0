import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Quote } from './portalApi';
import { money } from './portalUi';

/** The quote's lines and total, the server's decimal strings as they are. */
export function QuoteView({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="region" aria-labelledby="pw-quote-title">
      <Typography id="pw-quote-title" variant="subtitle1" component="h2">
        {t('pw.book.priceTitle')}
      </Typography>
      <Stack component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {quote.lines.map((l, i) => (
          <Stack component="li" key={`${l.code}-${i}`} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
            <Typography variant="body2">{l.description}</Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              {money(l.amount, t)}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Divider sx={{ my: 1 }} />
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 600 }}>{t('pw.book.total')}</Typography>
        <Typography sx={{ fontWeight: 600 }} data-testid="pw-quote-total">
          {money(quote.total, t)}
        </Typography>
      </Stack>
    </Paper>
  );
}
