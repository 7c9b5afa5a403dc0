import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { Clash, ScheduleRow } from '@limo/domain';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClashText } from './clashText';

interface Props {
  clashes: Map<number, Clash[]>;
  rows: readonly ScheduleRow[];
  /** A job picked from the list: the grid scrolls to it and opens it. */
  onPick: (orderVehicleId: number) => void;
}

/** The clashes chip of the toolbar; it opens the day's clashes, each a link to its job. */
export const ClashList = memo(function ClashList({ clashes, rows, onPick }: Props) {
  const { t } = useTranslation();
  const said = useClashText();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!clashes.size) return null;
  const refOf = new Map(rows.map((r) => [r.orderVehicleId, r]));
  const entries = [...clashes.entries()].sort(([a], [b]) => (refOf.get(a)?.startTime ?? '').localeCompare(refOf.get(b)?.startTime ?? '') || a - b);
  return (
    <>
      <Chip
        size="small"
        color="error"
        label={t('sch.clashes', { count: clashes.size })}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="dialog"
        data-testid="clashes-chip"
      />
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('sch.clashList'), sx: { maxWidth: 480, maxHeight: '60vh' } } }}
      >
        <Typography variant="subtitle2" sx={{ px: 2, pt: 1 }}>
          {t('sch.clashList')}
        </Typography>
        <List dense data-testid="clash-list">
          {entries.map(([id, list]) => {
            const row = refOf.get(id);
            return (
              <ListItem key={id} sx={{ display: 'block' }}>
                <Link
                  component="button"
                  type="button"
                  data-ov-link={id}
                  onClick={() => {
                    setAnchor(null);
                    onPick(id);
                  }}
                >
                  {t('sch.clashList.job', { ref: row?.orderRefId ?? id })} {row ? `${row.pickupTime} ${row.clientCode ?? ''}` : ''}
                </Link>
                {list.map((c) => (
                  <Typography key={`${c.kind}${c.orderVehicleId}${c.message}`} variant="body2" color="text.secondary" data-kind={c.kind}>
                    {said.message(c)}
                  </Typography>
                ))}
              </ListItem>
            );
          })}
        </List>
        <Button size="small" sx={{ m: 1 }} onClick={() => setAnchor(null)}>
          {t('sch.clashList.close')}
        </Button>
      </Popover>
    </>
  );
});
