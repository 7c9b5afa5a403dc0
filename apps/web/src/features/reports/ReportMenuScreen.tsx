import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { REPORT_BY_ROUTE, ROUTES, type RouteDef } from '@limo/domain';
import { reportsEn, reportsZhHK } from '@limo/domain/i18n/reports';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canOpen } from '../../app/access';
import { routeTitle, useRouteTitle } from '../../app/routeTitle';
import { useSession } from '../../app/session/SessionContext';
import { registerTexts } from '../../i18n';
import { labelText } from '../../resources/labels';

registerTexts(reportsEn, reportsZhHK);

export const MENU_PATH = '/report/report';

/** The report routes a holder of `rights` may open, in the route table's order (the menu itself left out). */
export const reportsFor = (rights: readonly string[]): RouteDef[] =>
  ROUTES.filter((r) => r.path.startsWith('/report/') && r.path !== MENU_PATH && !r.exclude && canOpen(r, rights));

/** Arrow keys move between the cards as Tab does (Home and End to the first and last). */
function moveFocus(e: KeyboardEvent<HTMLElement>) {
  const links = [...e.currentTarget.querySelectorAll<HTMLAnchorElement>('a')];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = { ArrowDown: at + 1, ArrowRight: at + 1, ArrowUp: at - 1, ArrowLeft: at - 1, Home: 0, End: links.length - 1 }[e.key];
  if (next === undefined || !links.length) return;
  e.preventDefault();
  links[Math.max(0, Math.min(links.length - 1, next))].focus();
}

/** /report/report: the reports the user may open, each with what a row of it is. */
export default function ReportMenuScreen() {
  const { t, i18n } = useTranslation();
  const rights = useSession().user?.rights ?? [];
  const title = useRouteTitle(MENU_PATH);
  const reports = reportsFor(rights);
  const description = (r: RouteDef) => {
    const def = REPORT_BY_ROUTE[r.path];
    return def ? labelText(def.description, i18n.language) : i18n.exists(`reports.desc.${r.path}`) ? t(`reports.desc.${r.path}`) : '';
  };
  return (
    <Box>
      <Typography variant="h6" component="h1" gutterBottom>
        {title}
      </Typography>
      {!reports.length && rights.length > 0 && <Typography color="text.secondary">{t('reports.menu.none')}</Typography>}
      <Box
        component="ul"
        aria-label={t('reports.menu.list')}
        onKeyDown={moveFocus}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: 1.5 }}
      >
        {reports.map((r) => (
          <li key={r.path}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={Link}
                to={r.path}
                sx={{ height: '100%', alignItems: 'flex-start', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
              >
                <CardContent sx={{ py: 1.5 }}>
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                    {routeTitle(r, t)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {description(r)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}
