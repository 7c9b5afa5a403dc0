import { DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useDroppable, useSensor, useSensors } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import { type Clash, slotStartTime, SLOTS_PER_DAY } from '@limo/domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { GRID_WIDTH, type Lane, SLOT_PX } from './gridModel';
import { ScheduleBar } from './ScheduleBar';

const LABEL_PX = 180;
const HEADER_PX = 24;
/** Bars this far outside the visible window are still drawn, so a quick scroll shows no gap. */
const OVERSCAN_PX = 300;

interface Props {
  /** Drawn under the hours, scrolling sideways with the grid (the capacity strip). */
  strip?: ReactNode;
  lanes: Lane[];
  laneLabels: { unassigned: string; outsourced: string };
  clashes: Map<number, Clash[]>;
  knockOns: Set<number>;
  selectedId: number | null;
  canWrite: boolean;
  onOpen: (orderVehicleId: number) => void;
  onSelect: (orderVehicleId: number) => void;
  onDrop: (orderVehicleId: number, lane: Lane) => void;
}

interface LaneProps {
  lane: Lane;
  top: number;
  label: string;
  /** The clash and knock-on marks of this lane's bars, as text: rows re-render only when theirs change. */
  marks: string;
  selectedId: number | null;
  viewFrom: number;
  viewTo: number;
  canWrite: boolean;
  onOpen: (orderVehicleId: number) => void;
  onSelect: (orderVehicleId: number) => void;
}

const LaneRow = memo(function LaneRow({ lane, top, label, marks, selectedId, viewFrom, viewTo, canWrite, onOpen, onSelect }: LaneProps) {
  const { setNodeRef, isOver } = useDroppable({ id: lane.key, disabled: !canWrite });
  const marked = useMemo(
    () =>
      new Map(
        marks
          .split(',')
          .filter(Boolean)
          .map((m) => [Number(m.slice(1)), m[0]]),
      ),
    [marks],
  );
  const special = lane.kind === 'unassigned' || lane.kind === 'outsourced';
  return (
    <Box
      ref={setNodeRef}
      data-lane={lane.key}
      sx={{ position: 'absolute', top, left: 0, width: LABEL_PX + GRID_WIDTH, height: lane.height, display: 'flex', borderBottom: '1px solid #e0e0e0' }}
    >
      <Box
        sx={{
          position: 'sticky',
          left: 0,
          zIndex: 6,
          width: LABEL_PX,
          flex: `0 0 ${LABEL_PX}px`,
          px: 1,
          py: '2px',
          bgcolor: special ? '#f1f3f5' : lane.released ? '#f8f9fa' : '#fff',
          borderRight: '1px solid #ced4da',
          font: '12px/1.3 system-ui, sans-serif',
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          color: lane.released ? '#868e96' : 'inherit',
        }}
      >
        <b>{label}</b>
        {lane.sublabel ? (
          <Box component="span" sx={{ ml: 0.5, color: '#495057' }}>
            {lane.sublabel}
          </Box>
        ) : null}
      </Box>
      <Box sx={{ position: 'relative', width: GRID_WIDTH, flex: `0 0 ${GRID_WIDTH}px`, bgcolor: isOver ? '#e7f1ff' : special ? '#fafafa' : '#fff' }}>
        {lane.duties.map((d) => (
          <Box key={d.left} sx={{ position: 'absolute', top: 0, bottom: 0, left: d.left, width: d.width, bgcolor: lane.released ? '#f1f3f5' : '#ebfbee' }} />
        ))}
        {lane.bars
          .filter((b) => b.left + b.width >= viewFrom && b.left <= viewTo)
          .map((b) => (
            <ScheduleBar
              key={b.row.orderVehicleId}
              bar={b}
              clash={marked.get(b.row.orderVehicleId) === 'c'}
              knockOn={marked.get(b.row.orderVehicleId) === 'k'}
              selected={selectedId === b.row.orderVehicleId}
              canDrag={canWrite && b.row.orderStatus !== 'C' && b.row.orderStatus !== 'V'}
              onOpen={onOpen}
              onFocusBar={onSelect}
            />
          ))}
      </Box>
    </Box>
  );
});

/** The 96-slot grid: lanes virtualised top to bottom, bars drawn only near the visible hours. */
export function ScheduleGrid({ strip, lanes, laneLabels, clashes, knockOns, selectedId, canWrite, onOpen, onSelect, onDrop }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ from: 0, to: 1600 });
  const rows = useVirtualizer({ count: lanes.length, getScrollElement: () => scroller.current, estimateSize: (i) => lanes[i].height, overscan: 8 });
  useEffect(() => rows.measure(), [lanes, rows]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor));

  const onScroll = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const from = Math.max(0, el.scrollLeft - OVERSCAN_PX);
    const to = el.scrollLeft + el.clientWidth + OVERSCAN_PX;
    setView((v) => (Math.abs(v.from - from) < 100 && Math.abs(v.to - to) < 100 ? v : { from, to }));
  }, []);
  useEffect(onScroll, [onScroll]);

  const laneOf = useMemo(() => new Map(lanes.map((l) => [l.key, l])), [lanes]);
  const marksOf = (lane: Lane) =>
    lane.bars
      .flatMap((b) =>
        clashes.has(b.row.orderVehicleId) ? [`c${b.row.orderVehicleId}`] : knockOns.has(b.row.orderVehicleId) ? [`k${b.row.orderVehicleId}`] : [],
      )
      .join(',');
  const onDragEnd = (e: DragEndEvent) => {
    const lane = e.over ? laneOf.get(String(e.over.id)) : undefined;
    if (lane) onDrop(Number(e.active.id), lane);
  };

  /** Arrow keys: left and right along the lane, up and down to the nearest job of the next lane with jobs. */
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(e.key) || selectedId === null) return;
    const li = lanes.findIndex((l) => l.bars.some((b) => b.row.orderVehicleId === selectedId));
    if (li < 0) return;
    const bar = lanes[li].bars.find((b) => b.row.orderVehicleId === selectedId);
    if (!bar) return;
    let target: number | undefined;
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      const sorted = [...lanes[li].bars].sort((a, b) => a.left - b.left || a.sub - b.sub);
      const at = sorted.indexOf(bar);
      target = sorted[at + (e.key === 'ArrowRight' ? 1 : -1)]?.row.orderVehicleId;
    } else {
      const step = e.key === 'ArrowDown' ? 1 : -1;
      for (let i = li + step; i >= 0 && i < lanes.length && target === undefined; i += step) {
        const near = [...lanes[i].bars].sort((a, b) => Math.abs(a.left - bar.left) - Math.abs(b.left - bar.left))[0];
        if (near) {
          target = near.row.orderVehicleId;
          rows.scrollToIndex(i, { align: 'auto' });
        }
      }
    }
    if (target === undefined) return;
    e.preventDefault();
    onSelect(target);
    const id = target;
    requestAnimationFrame(() => requestAnimationFrame(() => scroller.current?.querySelector<HTMLElement>(`[data-ov="${id}"]`)?.focus()));
  };

  const hours = Array.from({ length: SLOTS_PER_DAY / 4 }, (_, h) => slotStartTime(h * 4).slice(0, 2));
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <Box
        ref={scroller}
        onScroll={onScroll}
        onKeyDown={onKeyDown}
        data-testid="schedule-grid"
        sx={{ position: 'relative', overflow: 'auto', flex: 1, minHeight: 200, border: '1px solid #ced4da', bgcolor: '#fff' }}
      >
        <Box sx={{ position: 'sticky', top: 0, zIndex: 8, width: LABEL_PX + GRID_WIDTH }}>
          {strip}
          <Box sx={{ display: 'flex', width: LABEL_PX + GRID_WIDTH, height: HEADER_PX, bgcolor: '#f8f9fa', borderBottom: '1px solid #ced4da' }}>
            <Box
              sx={{ position: 'sticky', left: 0, zIndex: 9, width: LABEL_PX, flex: `0 0 ${LABEL_PX}px`, bgcolor: '#f8f9fa', borderRight: '1px solid #ced4da' }}
            />
            {hours.map((h) => (
              <Box
                key={h}
                sx={{ flex: `0 0 ${SLOT_PX * 4}px`, borderLeft: '1px solid #dee2e6', font: '11px/24px system-ui, sans-serif', pl: '3px', color: '#495057' }}
              >
                {h}
              </Box>
            ))}
          </Box>
        </Box>
        <Box sx={{ position: 'relative', height: rows.getTotalSize(), width: LABEL_PX + GRID_WIDTH }}>
          {rows.getVirtualItems().map((item) => {
            const lane = lanes[item.index];
            const label = lane.kind === 'unassigned' ? laneLabels.unassigned : lane.kind === 'outsourced' ? laneLabels.outsourced : lane.label;
            const holdsSelected = selectedId !== null && lane.bars.some((b) => b.row.orderVehicleId === selectedId);
            return (
              <LaneRow
                key={lane.key}
                lane={lane}
                top={item.start}
                label={label}
                marks={marksOf(lane)}
                selectedId={holdsSelected ? selectedId : null}
                viewFrom={view.from - LABEL_PX}
                viewTo={view.to - LABEL_PX}
                canWrite={canWrite}
                onOpen={onOpen}
                onSelect={onSelect}
              />
            );
          })}
        </Box>
      </Box>
    </DndContext>
  );
}
