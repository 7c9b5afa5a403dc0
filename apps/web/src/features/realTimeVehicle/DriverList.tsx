import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ageText, driverTitle, type LiveVehicle, statusOf, statusText, type Translate } from './liveModel';
import { StatusDot } from './MapLegend';

interface Props {
  drivers: readonly LiveVehicle[];
  now: number;
  selectedId: number | null;
  onPick(driverId: number): void;
}

const STEP: Record<string, (i: number, n: number) => number> = {
  ArrowDown: (i, n) => Math.min(n - 1, i + 1),
  ArrowUp: (i) => Math.max(0, i - 1),
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * The shown drivers beside the map, in the order given (by driver no.). One Tab stop: the arrow
 * keys, Home and End move between rows; Enter or a click picks one.
 */
export function DriverList({ drivers, now, selectedId, onPick }: Props) {
  const { t, i18n } = useTranslation();
  const tr = t as Translate;
  const [activeId, setActiveId] = useState<number | null>(null);
  const tabStop = drivers.some((d) => d.driverId === activeId) ? activeId : (drivers[0]?.driverId ?? null);

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const step = STEP[e.key];
    if (!step || !drivers.length) return;
    e.preventDefault();
    const rows = [...e.currentTarget.querySelectorAll<HTMLElement>('[data-driver-id]')];
    const at = rows.findIndex((r) => r === document.activeElement);
    rows[step(Math.max(0, at), rows.length)]?.focus();
  };

  if (!drivers.length)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        {t('map.noDrivers')}
      </Typography>
    );
  return (
    <List dense disablePadding aria-label={t('map.list')} onKeyDown={onKeyDown} sx={{ overflow: 'auto', flex: 1 }}>
      {drivers.map((d) => {
        const status = statusOf(d);
        return (
          <ListItem key={d.driverId} disablePadding divider>
            <ListItemButton
              data-driver-id={d.driverId}
              tabIndex={d.driverId === tabStop ? 0 : -1}
              selected={d.driverId === selectedId}
              aria-current={d.driverId === selectedId ? 'true' : undefined}
              onFocus={() => setActiveId(d.driverId)}
              onClick={() => onPick(d.driverId)}
              sx={{ gap: 1, '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } }}
            >
              <ListItemText
                primary={driverTitle(d, i18n.language)}
                secondary={[d.licensePlateNo, ageText(d.lastUpdateTime, now, tr)].filter(Boolean).join(' · ')}
                // The driver's number and name: data, not words to translate (the age in secondary is words).
                slotProps={{ primary: { noWrap: true, translate: 'no' }, secondary: { noWrap: true } }}
              />
              <Chip size="small" variant="outlined" icon={<StatusDot status={status} />} label={statusText(d, tr)} sx={{ pl: 0.5 }} />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
