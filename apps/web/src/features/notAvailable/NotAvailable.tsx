import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A screen a later piece of work builds: its title and a plain line, nothing fake. */
export function NotAvailable({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h6" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{t('common.notAvailable')}</Typography>
    </>
  );
}
