import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

export interface StatLine {
  label: string;
  value: ReactNode;
}

/**
 * One figure of the dashboard: a title, the main number and its breakdown as a list of terms.
 * `stacked` puts each value under its label, for values too wide to sit beside it (money).
 */
export function StatCard({
  title,
  figure,
  lines,
  stacked = false,
  children,
}: {
  title: string;
  figure: ReactNode;
  lines: StatLine[];
  stacked?: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography id={id} component="h2" variant="subtitle2" color="text.secondary" noWrap>
          {title}
        </Typography>
        <Typography component="p" variant="h4" sx={{ fontWeight: 500, lineHeight: 1.3 }} data-testid="figure">
          {figure}
        </Typography>
        {children}
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: stacked ? '1fr' : 'auto auto', columnGap: 1, rowGap: 0, m: 0, fontSize: 13 }}>
          {lines.map((l) => (
            <Box key={l.label} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {l.label}
              </Box>
              <Box
                component="dd"
                sx={{ m: 0, textAlign: stacked ? 'left' : 'right', fontVariantNumeric: 'tabular-nums', fontWeight: stacked ? 500 : undefined }}
              >
                {l.value}
              </Box>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
