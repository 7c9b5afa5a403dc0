import { type CapacitySlot, slotStartTime } from '@limo/domain';
import { memo } from 'react';
import { SLOT_PX } from './gridModel';
import { LABEL_PX } from './LaneRow';

/** Per 15 minutes: small-vehicle jobs against drivers on duty; red where the jobs outnumber the drivers. */
export const CapacityStrip = memo(function CapacityStrip({ slots, label, slotPx = SLOT_PX }: { slots: CapacitySlot[]; label: string; slotPx?: number }) {
  const most = Math.max(1, ...slots.map((s) => Math.max(s.jobs, s.drivers)));
  return (
    <div style={{ display: 'flex', height: 34, background: '#fff', borderBottom: '1px solid #ced4da' }} data-testid="capacity-strip">
      <div
        style={{
          position: 'sticky',
          left: 0,
          zIndex: 9,
          background: '#fff',
          flex: `0 0 ${LABEL_PX}px`,
          padding: '0 8px',
          font: '11px/1.2 system-ui, sans-serif',
          borderRight: '1px solid #ced4da',
          display: 'flex',
          alignItems: 'center',
        }}
      >
        {label}
      </div>
      <div style={{ display: 'flex', alignItems: 'flex-end' }}>
        {slots.map((s, i) => {
          const short = s.jobs > s.drivers;
          return (
            <div
              key={slotStartTime(i)}
              title={`${slotStartTime(i)}  ${s.jobs} / ${s.drivers}`}
              data-short={short ? 'true' : undefined}
              style={{ position: 'relative', width: slotPx, height: 32, borderLeft: i % 4 === 0 ? '1px solid #dee2e6' : 'none' }}
            >
              <div
                style={{ position: 'absolute', bottom: 0, left: 1, width: Math.max(1, slotPx - 3), height: (30 * s.drivers) / most, background: '#b2f2bb' }}
              />
              <div
                style={{
                  position: 'absolute',
                  bottom: 0,
                  left: 3,
                  width: Math.max(1, slotPx - 7),
                  height: (30 * s.jobs) / most,
                  background: short ? '#e03131' : '#4dabf7',
                }}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
});
