import { useDraggable } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import { memo } from 'react';
import { type Bar, barStatus, SUB_ROW_PX } from './gridModel';

/** Colours by status (spec: coloured by status and service); an arrival carries a thick left edge. */
export const STATUS_COLOURS: Record<string, { bg: string; fg: string }> = {
  P: { bg: '#fff3cd', fg: '#664d03' },
  A: { bg: '#cfe2ff', fg: '#052c65' },
  C: { bg: '#e9ecef', fg: '#6c757d' },
  V: { bg: '#dee2e6', fg: '#495057' },
  NOSHOW: { bg: '#e2d9f3', fg: '#3d2470' },
};

interface Props {
  bar: Bar;
  clash: boolean;
  knockOn: boolean;
  selected: boolean;
  canDrag: boolean;
  onOpen: (orderVehicleId: number) => void;
  onFocusBar: (orderVehicleId: number) => void;
}

/** One order vehicle on the grid: a focusable, draggable button from its start to its end. */
export const ScheduleBar = memo(function ScheduleBar({ bar, clash, knockOn, selected, canDrag, onOpen, onFocusBar }: Props) {
  const { row } = bar;
  const title = [row.orderRefId, row.pickupTime, row.clientShortName ?? row.clientCode, row.flightNo, `${row.startLocationCode}→${row.endLocationCode}`]
    .filter(Boolean)
    .join(' ');
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: row.orderVehicleId, disabled: !canDrag });
  const colour = STATUS_COLOURS[barStatus(row)] ?? STATUS_COLOURS.A;
  const route = `${row.startLocationCode}→${row.endLocationCode}`;
  return (
    <Box
      component="button"
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      // dnd-kit's keyboard sensor would take Enter and Space: those open the panel instead.
      onKeyDown={(e: React.KeyboardEvent) => {
        if (e.key === 'Enter' || e.key === ' ' || e.key.toLowerCase() === 'a') {
          e.preventDefault();
          e.stopPropagation();
          onOpen(row.orderVehicleId);
        }
      }}
      onClick={() => onOpen(row.orderVehicleId)}
      onFocus={() => onFocusBar(row.orderVehicleId)}
      data-ov={row.orderVehicleId}
      data-status={barStatus(row)}
      data-clash={clash ? 'true' : undefined}
      title={title}
      aria-label={title}
      sx={{
        position: 'absolute',
        top: bar.sub * SUB_ROW_PX + 2,
        left: bar.left,
        width: bar.width,
        height: SUB_ROW_PX - 4,
        px: 0.5,
        border: '1px solid',
        borderColor: clash ? '#dc3545' : 'rgba(0,0,0,0.25)',
        outline: clash ? '2px solid #dc3545' : knockOn ? '2px dashed #fd7e14' : 'none',
        outlineOffset: -1,
        borderLeft: row.serviceType === 'Arrival' ? '5px solid #198754' : undefined,
        borderRadius: '3px',
        bgcolor: colour.bg,
        color: colour.fg,
        textDecoration: row.orderStatus === 'C' || row.orderStatus === 'V' ? 'line-through' : 'none',
        font: '11px/1 system-ui, sans-serif',
        textAlign: 'left',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        cursor: canDrag ? 'grab' : 'pointer',
        opacity: isDragging ? 0.6 : 1,
        zIndex: isDragging ? 5 : selected ? 3 : 1,
        boxShadow: selected ? '0 0 0 2px #0d6efd' : 'none',
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        '&:focus-visible': { boxShadow: '0 0 0 3px #0d6efd', zIndex: 4 },
      }}
    >
      {row.pickupTime} {row.clientCode ?? ''} {row.flightNo ?? ''} {route}
    </Box>
  );
});
