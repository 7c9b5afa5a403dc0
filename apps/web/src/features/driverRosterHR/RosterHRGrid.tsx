import { formatDate } from '@limo/domain/rules/display-date';
import Box from '@mui/material/Box';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readerName } from '../../i18n/readerName';
import { type CellPos, cellText, type GridRow, hmm, moveFocus, weekdayOf } from './rosterHRModel';

interface Props {
  month: string;
  dates: string[];
  rows: GridRow[];
  holidays: Set<string>;
  /** Enter or a click on a day. */
  onOpen: (row: GridRow, col: number) => void;
}

// The sticky columns: the driver, then the month's totals; their widths give the next one's offset.
const DRIVER_W = 170;
const TOTAL_W = 58;
const LEAVE_COLOUR: Record<string, string> = { AL: '#1971c2', SL: '#9c36b5', NP: '#868e96' };
const HOLIDAY_BG = '#fff4e6';
const WEEKEND_BG = '#f8f9fa';

const sticky = (left: number, z = 2) => ({ position: 'sticky' as const, left, zIndex: z, bgcolor: 'background.paper' });
const cellSx = { border: '1px solid #dee2e6', p: '2px 4px', fontSize: 12, whiteSpace: 'nowrap' as const };

/**
 * The month by driver: a row per driver (sticky on the left, with the month's worked and OT time and
 * leave days), a column per day. One cell holds the focus (roving tab stop): arrow keys, Home and
 * End move it, Enter or Space opens the day's correction.
 */
export function RosterHRGrid({ month, dates, rows, holidays, onOpen }: Props) {
  const { t, i18n } = useTranslation();
  const [active, setActive] = useState<CellPos>({ row: 0, col: 0 });
  const table = useRef<HTMLTableElement>(null);
  const pos = { row: Math.min(active.row, Math.max(rows.length - 1, 0)), col: Math.min(active.col, Math.max(dates.length - 1, 0)) };

  const focusCell = (p: CellPos) => {
    setActive(p);
    table.current?.querySelector<HTMLElement>(`[data-cell="${p.row}-${p.col}"]`)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    // The cell the key was pressed in (the focus may have arrived before the state caught up).
    const at = /^(\d+)-(\d+)$/.exec((e.target as HTMLElement).dataset?.cell ?? '');
    if (!at) return;
    const from = { row: Number(at[1]), col: Number(at[2]) };
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      const row = rows[from.row];
      if (row) onOpen(row, from.col);
      return;
    }
    const next = moveFocus(from, e.key, rows.length, dates.length, e.ctrlKey);
    if (!next) return;
    e.preventDefault();
    focusCell(next);
  };
  const dayBg = (date: string) => (holidays.has(date) ? HOLIDAY_BG : [0, 6].includes(weekdayOf(date)) ? WEEKEND_BG : undefined);

  return (
    <Box sx={{ flex: 1, overflow: 'auto', border: '1px solid #dee2e6' }}>
      <Box
        component="table"
        ref={table}
        role="grid"
        aria-label={t('rosterHR.grid', { month })}
        aria-rowcount={rows.length + 1}
        onKeyDown={onKeyDown}
        sx={{ borderCollapse: 'separate', borderSpacing: 0, '& th': { fontWeight: 600 } }}
      >
        <thead>
          <tr role="row">
            <Box component="th" role="columnheader" sx={{ ...cellSx, ...sticky(0, 4), top: 0, minWidth: DRIVER_W, textAlign: 'left' }}>
              {t('rosterHR.driver')}
            </Box>
            {(['worked', 'ot', 'leaveDays'] as const).map((k, i) => (
              <Box
                key={k}
                component="th"
                role="columnheader"
                sx={{ ...cellSx, ...sticky(DRIVER_W + i * TOTAL_W, 4), top: 0, width: TOTAL_W, minWidth: TOTAL_W }}
              >
                {t(`rosterHR.${k}`)}
              </Box>
            ))}
            {dates.map((d) => (
              <Box
                key={d}
                component="th"
                role="columnheader"
                title={holidays.has(d) ? t('rosterHR.holiday') : undefined}
                sx={{ ...cellSx, position: 'sticky', top: 0, zIndex: 3, bgcolor: dayBg(d) ?? 'background.paper', minWidth: 76, textAlign: 'center' }}
              >
                {Number(d.slice(8))}
                <Box component="span" sx={{ display: 'block', fontWeight: 400, color: 'text.secondary' }}>
                  {t(`rosterHR.weekday.${weekdayOf(d)}`)}
                </Box>
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, ri) => (
            <tr key={r.driverId} role="row" data-driver={r.driverNo}>
              <Box
                component="th"
                role="rowheader"
                scope="row"
                sx={{ ...cellSx, ...sticky(0), textAlign: 'left', maxWidth: DRIVER_W, overflow: 'hidden', textOverflow: 'ellipsis' }}
              >
                {r.driverNo}{' '}
                <Box component="span" sx={{ fontWeight: 400 }}>
                  {readerName(i18n.language, r.driverNameEng, r.driverNameChi)}
                </Box>
              </Box>
              <Box component="td" role="gridcell" sx={{ ...cellSx, ...sticky(DRIVER_W), textAlign: 'right' }}>
                {hmm(r.totals.workedMinutes)}
              </Box>
              <Box
                component="td"
                role="gridcell"
                sx={{ ...cellSx, ...sticky(DRIVER_W + TOTAL_W), textAlign: 'right', color: r.totals.otMinutes ? 'warning.main' : undefined }}
              >
                {hmm(r.totals.otMinutes)}
              </Box>
              <Box component="td" role="gridcell" sx={{ ...cellSx, ...sticky(DRIVER_W + 2 * TOTAL_W), textAlign: 'right' }}>
                {r.totals.leaveDays || ''}
              </Box>
              {r.days.map((day, ci) => {
                const c = cellText(day);
                const isActive = pos.row === ri && pos.col === ci;
                // The name starts with what the cell shows (WCAG 2.5.3: a speech user says what they see), then says it.
                const shown = [c.times, c.ot, c.leave].filter(Boolean).join(' ');
                const label = [
                  shown,
                  `${r.driverNo} ${formatDate(day.date)}`,
                  !c.times && t(c.editable ? 'rosterHR.noTimes' : 'rosterHR.noRoster'),
                  c.ot && t('rosterHR.cellOt', { ot: c.ot }),
                  c.leave && t(`leave.type.${c.leave}`, { defaultValue: c.leave }),
                  c.holiday && t('rosterHR.holiday'),
                ]
                  .filter(Boolean)
                  .join(', ');
                return (
                  <Box
                    key={day.date}
                    component="td"
                    role="gridcell"
                    data-cell={`${ri}-${ci}`}
                    tabIndex={isActive ? 0 : -1}
                    aria-label={label}
                    aria-selected={isActive}
                    aria-disabled={!c.editable || undefined}
                    onFocus={() => !isActive && setActive({ row: ri, col: ci })}
                    onClick={() => {
                      focusCell({ row: ri, col: ci });
                      onOpen(r, ci);
                    }}
                    sx={{
                      ...cellSx,
                      cursor: c.editable ? 'pointer' : 'default',
                      bgcolor: dayBg(day.date),
                      textAlign: 'center',
                      lineHeight: 1.3,
                      '&:focus': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
                    }}
                  >
                    <Box component="span" sx={{ display: 'block', color: c.editable ? undefined : 'text.disabled' }}>
                      {c.times || (c.editable ? '–' : '')}
                    </Box>
                    {/* Spaces between the parts: their text reads as the name says it (axe joins text nodes as they are). */}
                    {c.ot && c.times && ' '}
                    {c.ot && (
                      <Box component="span" sx={{ color: 'warning.main', fontWeight: 600, mr: c.leave ? 0.5 : 0 }}>
                        {c.ot}
                      </Box>
                    )}
                    {c.leave && (c.times || c.ot) && ' '}
                    {c.leave && (
                      <Box component="span" sx={{ px: 0.5, borderRadius: 1, color: '#fff', bgcolor: LEAVE_COLOUR[c.leave] ?? '#495057', fontWeight: 600 }}>
                        {c.leave}
                      </Box>
                    )}
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
