import { DndContext, type DragEndEvent, type DragMoveEvent, PointerSensor, useDroppable, useSensor, useSensors } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import { type Clash, type LeaveType, slotStartTime, SLOTS_PER_DAY } from '@limo/domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { GRID_WIDTH, type Lane, SLOT_PX } from './gridModel';
import { ScheduleBar } from './ScheduleBar';

const LABEL_PX = 180;
const HOURS = Array.from({ length: SLOTS_PER_DAY / 4 }, (_, h) => slotStartTime(h * 4).slice(0, 2));
const HEADER_PX = 24;
/** Bars this far outside the visible window are still drawn, so a quick scroll shows no gap. */
const OVERSCAN_PX = 400;

interface Props {
  /** Drawn under the hours, scrolling sideways with the grid (the capacity strip). */
  strip?: ReactNode;
  lanes: Lane[];
  laneLabels: { unassigned: string; outsourced: string; leave: (type: LeaveType) => { tag: string; text: string } };
  clashes: Map<number, Clash[]>;
  knockOns: Set<number>;
  /** The special clients' ids (parameter specialClientIds): their bars are highlighted. */
  specialClients: ReadonlySet<number>;
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
  /** A driver on leave that day: the short tag shown ("On leave (AL)") and the text read out ("On leave: Annual leave"). */
  leaveTag: string | null;
  leaveText: string | null;
  /** The clash and knock-on marks of this lane's bars, as text: rows re-render only when theirs change. */
  marks: string;
  selectedId: number | null;
  viewFrom: number;
  viewTo: number;
  /** A bar is being dragged over this lane. */
  over: boolean;
  specialClients: ReadonlySet<number>;
  canWrite: boolean;
  onOpen: (orderVehicleId: number) => void;
  onSelect: (orderVehicleId: number) => void;
}

/** Grey hatching: leave, not duty. */
const LEAVE_HATCH = 'repeating-linear-gradient(135deg, #dee2e6 0 4px, #f1f3f5 4px 10px)';
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

const LaneRow = memo(function LaneRow({
  lane,
  top,
  label,
  leaveTag,
  leaveText,
  marks,
  selectedId,
  viewFrom,
  viewTo,
  over,
  specialClients,
  canWrite,
  onOpen,
  onSelect,
}: LaneProps) {
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
    <div
      data-lane={lane.key}
      data-on-leave={lane.leave ?? undefined}
      style={{ position: 'absolute', top, left: 0, width: LABEL_PX + GRID_WIDTH, height: lane.height, display: 'flex', borderBottom: '1px solid #e0e0e0' }}
    >
      <div
        style={{
          position: 'sticky',
          left: 0,
          zIndex: 6,
          width: LABEL_PX,
          flex: `0 0 ${LABEL_PX}px`,
          padding: '2px 8px',
          background: special || leaveTag ? '#f1f3f5' : lane.released ? '#f8f9fa' : '#fff',
          borderRight: '1px solid #ced4da',
          font: '12px/1.3 system-ui, sans-serif',
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          color: lane.released || leaveTag ? '#868e96' : undefined,
          display: 'flex',
          alignItems: 'baseline',
        }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 }}>
          <b>{label}</b>
          {lane.sublabel && !leaveTag ? <span style={{ marginLeft: 4, color: '#495057' }}>{lane.sublabel}</span> : null}
        </span>
        {leaveTag ? (
          <>
            <span aria-hidden title={leaveText ?? undefined} style={{ marginLeft: 4, flex: 'none', color: '#495057', fontWeight: 600 }}>
              {leaveTag}
            </span>
            <span style={VISUALLY_HIDDEN}>{leaveText}</span>
          </>
        ) : null}
      </div>
      <div style={{ position: 'relative', width: GRID_WIDTH, flex: `0 0 ${GRID_WIDTH}px`, background: over ? '#e7f1ff' : special ? '#fafafa' : '#fff' }}>
        {lane.duties.map((d) => (
          <div
            key={d.left}
            style={{ position: 'absolute', top: 0, bottom: 0, left: d.left, width: d.width, background: lane.released ? '#f1f3f5' : '#ebfbee' }}
          />
        ))}
        {lane.leaveShades.map((d) => (
          <div
            key={`leave${d.left}`}
            aria-hidden
            style={{ position: 'absolute', top: 0, bottom: 0, left: d.left, width: d.width, background: LEAVE_HATCH, pointerEvents: 'none' }}
          >
            {leaveTag ? (
              <span
                style={{
                  position: 'sticky',
                  display: 'inline-block',
                  left: LABEL_PX + 4,
                  padding: '0 4px',
                  font: '11px/22px system-ui, sans-serif',
                  color: '#495057',
                }}
              >
                {leaveTag}
              </span>
            ) : null}
          </div>
        ))}
        {lane.bars
          .filter((b) => b.left + b.width >= viewFrom && b.left <= viewTo)
          .map((b) => (
            <ScheduleBar
              key={b.row.orderVehicleId}
              bar={b}
              clash={marked.get(b.row.orderVehicleId) === 'c'}
              knockOn={marked.get(b.row.orderVehicleId) === 'k'}
              special={specialClients.has(b.row.clientId)}
              selected={selectedId === b.row.orderVehicleId}
              canDrag={canWrite && b.row.orderStatus !== 'C' && b.row.orderStatus !== 'V'}
              onOpen={onOpen}
              onFocusBar={onSelect}
            />
          ))}
      </div>
    </div>
  );
});

/** The grid's one drop target (inside the drag context, which its hook needs). */
function DropBody({
  bodyRef,
  disabled,
  height,
  children,
}: {
  bodyRef: React.RefObject<HTMLDivElement | null>;
  disabled: boolean;
  height: number;
  children: ReactNode;
}) {
  const { setNodeRef } = useDroppable({ id: 'grid', disabled });
  return (
    <div
      ref={(el) => {
        bodyRef.current = el;
        setNodeRef(el);
      }}
      style={{ position: 'relative', height, width: LABEL_PX + GRID_WIDTH }}
    >
      {children}
    </div>
  );
}

/** The 96-slot grid: lanes virtualised top to bottom, bars drawn only near the visible hours. */
export function ScheduleGrid({ strip, lanes, laneLabels, clashes, knockOns, specialClients, selectedId, canWrite, onOpen, onSelect, onDrop }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ from: 0, to: 1600 });
  const rows = useVirtualizer({ count: lanes.length, getScrollElement: () => scroller.current, estimateSize: (i) => lanes[i].height, overscan: 8 });
  useEffect(() => rows.measure(), [lanes, rows]);
  // The keyboard assigns through the bar's panel (Enter), so dragging is for the pointer only.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));

  const onScroll = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    // In steps of OVERSCAN_PX: the lanes re-render when the window moves a step, not on every pixel.
    const from = Math.max(0, Math.floor(el.scrollLeft / OVERSCAN_PX) * OVERSCAN_PX - OVERSCAN_PX);
    const to = from + el.clientWidth + 3 * OVERSCAN_PX;
    setView((v) => (v.from === from && v.to === to ? v : { from, to }));
  }, []);
  useEffect(onScroll, [onScroll]);

  // Each lane's marks as text, worked out once per change of the day, not on every scroll frame.
  const marks = useMemo(
    () =>
      new Map(
        lanes.map((lane) => [
          lane.key,
          lane.bars
            .flatMap((b) =>
              clashes.has(b.row.orderVehicleId) ? [`c${b.row.orderVehicleId}`] : knockOns.has(b.row.orderVehicleId) ? [`k${b.row.orderVehicleId}`] : [],
            )
            .join(','),
        ]),
      ),
    [lanes, clashes, knockOns],
  );
  /*
   * One drop target for the whole grid, the lane found from the pointer: a target per lane would
   * register and unregister with every lane scrolled in or out, re-rendering every bar each time.
   */
  const [overKey, setOverKey] = useState<string | null>(null);
  const laneAt = (e: DragMoveEvent | DragEndEvent): Lane | undefined => {
    const rect = bodyRef.current?.getBoundingClientRect();
    const start = e.activatorEvent as PointerEvent | KeyboardEvent;
    if (!rect || !('clientY' in start)) return undefined;
    const y = start.clientY + e.delta.y - rect.top;
    const item = rows.getVirtualItems().find((v) => v.start <= y && y < v.end);
    return item ? lanes[item.index] : undefined;
  };
  const onDragMove = (e: DragMoveEvent) => {
    const key = laneAt(e)?.key ?? null;
    setOverKey((k) => (k === key ? k : key));
  };
  const onDragEnd = (e: DragEndEvent) => {
    setOverKey(null);
    const lane = e.over ? laneAt(e) : undefined;
    if (lane) onDrop(Number(e.active.id), lane);
  };
  const bodyRef = useRef<HTMLDivElement | null>(null);

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

  const header = useMemo(
    () => (
      <div style={{ position: 'sticky', top: 0, zIndex: 8, width: LABEL_PX + GRID_WIDTH }}>
        {strip}
        <div style={{ display: 'flex', width: LABEL_PX + GRID_WIDTH, height: HEADER_PX, background: '#f8f9fa', borderBottom: '1px solid #ced4da' }}>
          <div
            style={{
              position: 'sticky',
              left: 0,
              zIndex: 9,
              width: LABEL_PX,
              flex: `0 0 ${LABEL_PX}px`,
              background: '#f8f9fa',
              borderRight: '1px solid #ced4da',
            }}
          />
          {HOURS.map((h) => (
            <div
              key={h}
              style={{
                flex: `0 0 ${SLOT_PX * 4}px`,
                borderLeft: '1px solid #dee2e6',
                font: '11px/24px system-ui, sans-serif',
                paddingLeft: 3,
                color: '#495057',
              }}
            >
              {h}
            </div>
          ))}
        </div>
      </div>
    ),
    [strip],
  );
  return (
    <DndContext sensors={sensors} onDragMove={onDragMove} onDragEnd={onDragEnd} onDragCancel={() => setOverKey(null)}>
      <Box
        ref={scroller}
        onScroll={onScroll}
        onKeyDown={onKeyDown}
        data-testid="schedule-grid"
        sx={{ position: 'relative', overflow: 'auto', flex: 1, minHeight: 200, border: '1px solid #ced4da', bgcolor: '#fff' }}
      >
        {header}
        <DropBody bodyRef={bodyRef} disabled={!canWrite} height={rows.getTotalSize()}>
          {rows.getVirtualItems().map((item) => {
            const lane = lanes[item.index];
            const label = lane.kind === 'unassigned' ? laneLabels.unassigned : lane.kind === 'outsourced' ? laneLabels.outsourced : lane.label;
            const leave = lane.leave ? laneLabels.leave(lane.leave) : null;
            const holdsSelected = selectedId !== null && lane.bars.some((b) => b.row.orderVehicleId === selectedId);
            return (
              <LaneRow
                key={lane.key}
                lane={lane}
                top={item.start}
                label={label}
                leaveTag={leave?.tag ?? null}
                leaveText={leave?.text ?? null}
                marks={marks.get(lane.key) ?? ''}
                selectedId={holdsSelected ? selectedId : null}
                viewFrom={view.from - LABEL_PX}
                viewTo={view.to - LABEL_PX}
                over={overKey === lane.key}
                specialClients={specialClients}
                canWrite={canWrite}
                onOpen={onOpen}
                onSelect={onSelect}
              />
            );
          })}
        </DropBody>
      </Box>
    </DndContext>
  );
}
