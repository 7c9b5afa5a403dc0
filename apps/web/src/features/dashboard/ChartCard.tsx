import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/**
 * A chart with its visible title and, under it, the same numbers as text: the chart is for the eye,
 * the list for screen readers and for reading an exact amount. The chart is one image named by its
 * description (the charts' own `title` prop names a div that has no role: axe's aria-prohibited-attr).
 */
export function ChartCard({
  title,
  description,
  chart,
  values,
}: {
  title: string;
  description: string;
  chart: ReactNode;
  /** `data`: the label is a record's name (a fleet), shown as it is in any language. */
  values: { key: string; label: string; value: string; colour?: string; data?: boolean }[];
}) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography id={id} component="h2" variant="subtitle2" color="text.secondary">
          {title}
        </Typography>
        {/* The drawing's words are its data (fleet names, days): the list under it says them in the user's language. */}
        <Box role="img" aria-label={description} translate="no">
          {chart}
        </Box>
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0, fontSize: 12, fontVariantNumeric: 'tabular-nums' }}
        >
          {values.map((v) => (
            <li key={v.key}>
              {/* The colour ties the line to its slice: this list is the chart's legend. */}
              {v.colour ? (
                <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 8, height: 8, borderRadius: '50%', bgcolor: v.colour, mr: 0.5 }} />
              ) : null}
              <Box component="span" sx={{ color: 'text.secondary' }} translate={v.data ? 'no' : undefined}>
                {v.label}
              </Box>{' '}
              {v.value}
            </li>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
