import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SLOT_PX } from './gridModel';

/** The grid's zoom (issue 30 part 6): 15-minute detail, hours (the old fixed width), or the whole day in the width at hand. */
export const ZOOMS = ['detail', 'hours', 'day'] as const;
export type Zoom = (typeof ZOOMS)[number];

const DETAIL_SLOT_PX = 32;
/** Narrower than this a slot cannot be drawn apart from the next: the day then scrolls a little. */
const MIN_SLOT_PX = 4;

/** Pixels of one 15-minute slot at a zoom, given the width the hours have. */
export function slotPxOf(zoom: Zoom, hoursWidth: number): number {
  if (zoom === 'detail') return DETAIL_SLOT_PX;
  if (zoom === 'hours') return SLOT_PX;
  return Math.max(MIN_SLOT_PX, Math.floor((hoursWidth - 2) / 24) / 4);
}

const keyOf = (userId: number) => `limo.scheduling.zoom.${userId}`;
const isZoom = (v: string | null): v is Zoom => ZOOMS.includes(v as Zoom);

/** The zoom chosen by this user on this browser (kept in localStorage under the user's id). */
export function useGridZoom(userId: number): [Zoom, (z: Zoom) => void] {
  const [zoom, setZoom] = useState<Zoom>(() => {
    const stored = localStorage.getItem(keyOf(userId));
    return isZoom(stored) ? stored : 'hours';
  });
  const choose = useCallback(
    (z: Zoom) => {
      setZoom(z);
      localStorage.setItem(keyOf(userId), z);
    },
    [userId],
  );
  return [zoom, choose];
}

export function ZoomToggle({ zoom, onChange }: { zoom: Zoom; onChange: (z: Zoom) => void }) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup size="small" exclusive value={zoom} onChange={(_, z: Zoom | null) => z && onChange(z)} aria-label={t('sch.zoom')}>
      {ZOOMS.map((z) => (
        <ToggleButton key={z} value={z} sx={{ py: 0.25, px: 1, fontSize: 12 }}>
          {t(`sch.zoom.${z}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
