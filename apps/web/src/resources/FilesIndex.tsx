import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { FILES_BY_AREA, type FilesArea, getResource } from '@limo/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canOpen } from '../app/access';
import { routeTitle, useRouteTitle } from '../app/routeTitle';
import { isAvailable } from '../app/screens';
import { useUser } from '../app/session/SessionContext';

/** /system/files, /company/files, /operation/files: the files of an area the user may open. */
export default function FilesIndex({ area }: { area: FilesArea }) {
  const { t } = useTranslation();
  const user = useUser();
  const title = useRouteTitle();
  const files = FILES_BY_AREA[area].filter((r) => canOpen(r, user.rights));
  return (
    <Box>
      <Typography variant="h6" component="h1" gutterBottom>
        {title}
      </Typography>
      <Box
        component="ul"
        aria-label={t('files.list')}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 1.5 }}
      >
        {files.map((r) => {
          const available = isAvailable(r, (name) => getResource(name) !== undefined);
          return (
            <li key={r.path}>
              <Card variant="outlined" sx={{ opacity: available ? 1 : 0.6 }}>
                <CardActionArea component={Link} to={r.path}>
                  <CardContent sx={{ py: 1.5 }}>
                    <Typography variant="subtitle2">{routeTitle(r, t)}</Typography>
                    {/* The card's title is the file's name in the user's language; its address is in the address bar. */}
                    {!available && (
                      <Typography variant="caption" color="text.secondary">
                        {t('common.notAvailable')}
                      </Typography>
                    )}
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
