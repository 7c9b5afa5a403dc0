import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { type CapacitySlot, slotStartTime } from '@limo/domain';
import { memo } from 'react';
import { SLOT_PX } from './gridModel';

const LABEL_PX = 180;

/** Per 15 minutes: small-vehicle jobs against drivers on duty; red where the jobs outnumber the drivers. */
export const CapacityStrip = memo(function CapacityStrip({ slots, label }: { slots: CapacitySlot[]; label: string }) {
  const most = Math.max(1, ...slots.map((s) => Math.max(s.jobs, s.drivers)));
  return (
    <Box sx={{ display: 'flex', height: 34, bgcolor: '#fff', borderBottom: '1px solid #ced4da' }} data-testid="capacity-strip">
      <Box
        sx={{
          position: 'sticky',
          left: 0,
          zIndex: 9,
          bgcolor: '#fff',
          flex: `0 0 ${LABEL_PX}px`,
          px: 1,
          font: '11px/1.2 system-ui, sans-serif',
          borderRight: '1px solid #ced4da',
          display: 'flex',
          alignItems: 'center',
        }}
      >
        {label}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-end' }}>
        {slots.map((s, i) => {
          const short = s.jobs > s.drivers;
          return (
            <Tooltip key={slotStartTime(i)} title={`${slotStartTime(i)}  ${s.jobs} / ${s.drivers}`} disableInteractive>
              <Box
                data-short={short ? 'true' : undefined}
                sx={{ position: 'relative', width: SLOT_PX, height: 32, borderLeft: i % 4 === 0 ? '1px solid #dee2e6' : 'none' }}
              >
                <Box sx={{ position: 'absolute', bottom: 0, left: 1, width: SLOT_PX - 3, height: (30 * s.drivers) / most, bgcolor: '#b2f2bb' }} />
                <Box
                  sx={{ position: 'absolute', bottom: 0, left: 3, width: SLOT_PX - 7, height: (30 * s.jobs) / most, bgcolor: short ? '#e03131' : '#4dabf7' }}
                />
              </Box>
            </Tooltip>
          );
        })}
      </Box>
    </Box>
  );
});
