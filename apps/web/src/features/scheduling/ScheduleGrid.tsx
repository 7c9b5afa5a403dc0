import { DndContext, type DragEndEvent, type DragMoveEvent, PointerSensor, useDroppable, useSensor, useSensors } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import { type Clash, type LeaveType, slotStartTime, SLOTS_PER_DAY } from '@limo/domain';
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { laneScrollTop, moveFrom, navKey } from './gridNav';
import { type Lane, SLOT_PX } from './gridModel';
import { LABEL_PX, LaneRow } from './LaneRow';
import { navLanes, type PlannedLane } from './plan/planModel';
import { slotPxOf, type Zoom } from './zoom';

const HOURS = Array.from({ length: SLOTS_PER_DAY / 4 }, (_, h) => slotStartTime(h * 4).slice(0, 2));
const HEADER_PX = 24;
/** Bars this far outside the visible window are still drawn, so a quick scroll shows no gap. */
const OVERSCAN_PX = 400;
/** The pinned unassigned lane takes at most this much of the height; more of it scrolls inside it. */
const PINNED_MAX = '30vh';

interface Props {
  /** Drawn under the hours, scrolling sideways with the grid (the capacity strip), at the zoom's slot width. */
  strip?: (slotPx: number) => ReactNode;
  /** The lanes, a driver's with the day plan's ghost bars when a plan is shown (issue 32). */
  lanes: PlannedLane[];
  laneLabels: { unassigned: string; outsourced: string; leave: (type: LeaveType) => { tag: string; text: string } };
  clashes: Map<number, Clash[]>;
  knockOns: Set<number>;
  /** The special clients' ids (parameter specialClientIds): their bars are highlighted. */
  specialClients: ReadonlySet<number>;
  selectedId: number | null;
  /** The job the search found (or a clash picked from the list): scrolled to and highlighted. */
  foundId?: number | null;
  /** Changes each time the same job is asked for again, so it is scrolled to again. */
  foundTick?: number;
  zoom?: Zoom;
  canWrite: boolean;
  onOpen: (orderVehicleId: number) => void;
  onSelect: (orderVehicleId: number) => void;
  onDrop: (orderVehicleId: number, lane: Lane) => void;
  /** A ghost bar of the day plan chosen (Enter, Space, click). */
  onGhost?: (orderVehicleId: number) => void;
}

/** A drop target of the grid (inside the drag context, which its hook needs). */
function Drop({
  id,
  disabled,
  style,
  target,
  children,
}: {
  id: string;
  disabled: boolean;
  style: React.CSSProperties;
  target: React.RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  const { setNodeRef } = useDroppable({ id, disabled });
  return (
    <div
      ref={(el) => {
        target.current = el;
        setNodeRef(el);
      }}
      style={style}
    >
      {children}
    </div>
  );
}

/**
 * The 96-slot grid: the unassigned lane pinned under the hours, always in view; the other lanes
 * virtualised top to bottom, bars drawn only near the visible hours (and the selected or found one
 * wherever it is, so the keyboard and the search reach every job).
 */
export function ScheduleGrid(props: Props) {
  const { strip, lanes, laneLabels, clashes, knockOns, specialClients, selectedId, foundId = null, foundTick = 0, zoom = 'hours', canWrite } = props;
  const { onOpen, onSelect, onDrop, onGhost } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const pinnedBox = useRef<HTMLDivElement | null>(null);
  const head = useRef<HTMLDivElement | null>(null);
  const bodyRef = useRef<HTMLDivElement | null>(null);
  const pinned = useMemo(() => lanes.filter((l) => l.kind === 'unassigned'), [lanes]);
  const body = useMemo(() => lanes.filter((l) => l.kind !== 'unassigned'), [lanes]);
  /** Keyboard order: the pinned lane first, as drawn; the plan's ghost bars are stops of their lanes. */
  const ordered = useMemo(() => navLanes([...pinned, ...body]), [pinned, body]);
  const [view, setView] = useState({ from: 0, to: 1600, width: 1600 });
  const slotPx = slotPxOf(zoom, view.width - LABEL_PX);
  const scale = slotPx / SLOT_PX;
  const gridWidth = SLOTS_PER_DAY * slotPx;
  const [focusId, setFocusId] = useState<number | null>(null);

  // The lanes holding the selected, focused and found jobs are always drawn, scrolled to or not.
  const keep = useMemo(() => {
    const ids = [selectedId, focusId, foundId].filter((x) => x !== null);
    return ordered.slice(pinned.length).flatMap((l, i) => (l.bars.some((b) => ids.includes(b.row.orderVehicleId)) ? [i] : []));
  }, [ordered, pinned.length, selectedId, focusId, foundId]);
  const rangeExtractor = useCallback((range: Range) => [...new Set([...defaultRangeExtractor(range), ...keep])].sort((a, b) => a - b), [keep]);
  const rows = useVirtualizer({
    count: body.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => body[i].height,
    overscan: 8,
    rangeExtractor,
  });
  useEffect(() => rows.measure(), [body, rows]);
  // The keyboard assigns through the bar's panel (Enter), so dragging is for the pointer only.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));

  const onScroll = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    // The pinned lane follows the grid sideways (it scrolls up and down on its own).
    if (pinnedBox.current) pinnedBox.current.scrollLeft = el.scrollLeft;
    // In steps of OVERSCAN_PX: the lanes re-render when the window moves a step, not on every pixel.
    const from = Math.max(0, Math.floor(el.scrollLeft / OVERSCAN_PX) * OVERSCAN_PX - OVERSCAN_PX);
    const to = from + el.clientWidth + 3 * OVERSCAN_PX;
    const width = el.clientWidth;
    setView((v) => (v.from === from && v.to === to && v.width === width ? v : { from, to, width }));
  }, []);
  useEffect(() => {
    onScroll();
    window.addEventListener('resize', onScroll);
    return () => window.removeEventListener('resize', onScroll);
  }, [onScroll]);

  /** Scrolls lane `li` of the body into the part the sticky head leaves seen (the virtualizer's own scroll would leave it under the head). */
  const scrollToLane = useCallback(
    (li: number, align: 'auto' | 'center') => {
      const el = scroller.current;
      if (!el || li >= body.length) return;
      // The lanes are not measured: each is its estimated height, so its place is the sum of those above.
      const start = body.slice(0, li).reduce((sum, l) => sum + l.height, 0);
      const item = { start, end: start + body[li].height };
      const view = {
        scrollTop: el.scrollTop,
        height: el.clientHeight,
        head: head.current?.offsetHeight ?? 0,
        max: Math.max(0, el.scrollHeight - el.clientHeight),
      };
      const top = laneScrollTop(item, view, align);
      if (top !== el.scrollTop) rows.scrollToOffset(top, { align: 'start' });
    },
    [body, rows],
  );

  /** Brings a job into view: its lane (unless pinned) and its hours. */
  const reveal = useCallback(
    (id: number) => {
      const el = scroller.current;
      const li = body.findIndex((l) => l.bars.some((b) => b.row.orderVehicleId === id));
      if (li >= 0) scrollToLane(li, 'center');
      const bar = ordered.flatMap((l) => l.bars).find((b) => b.row.orderVehicleId === id);
      if (el && bar) {
        const left = bar.left * scale;
        const seen = el.clientWidth - LABEL_PX;
        if (left < el.scrollLeft || left + 40 > el.scrollLeft + seen) el.scrollLeft = Math.max(0, left - seen / 3);
        onScroll();
      }
    },
    [body, ordered, scrollToLane, scale, onScroll],
  );
  useEffect(() => {
    if (foundId !== null) reveal(foundId);
    // Asked again (foundTick) or another job: the zoom alone does not scroll back to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [foundId, foundTick]);
  // The bar the keyboard moved to is drawn by now (its lane is kept): focus it.
  useLayoutEffect(() => {
    if (focusId === null) return;
    scroller.current?.querySelector<HTMLElement>(`[data-ov="${focusId}"]`)?.focus();
  }, [focusId]);

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
   * One drop target for the lanes below, the lane found from the pointer: a target per lane would
   * register and unregister with every lane scrolled in or out, re-rendering every bar each time.
   * The pinned lane is a target of its own.
   */
  const [overKey, setOverKey] = useState<string | null>(null);
  const laneAt = (e: DragMoveEvent | DragEndEvent): Lane | undefined => {
    if (e.over?.id === 'pinned') return pinned[0];
    const rect = bodyRef.current?.getBoundingClientRect();
    const start = e.activatorEvent as PointerEvent | KeyboardEvent;
    if (!rect || !('clientY' in start)) return undefined;
    const y = start.clientY + e.delta.y - rect.top;
    const item = rows.getVirtualItems().find((v) => v.start <= y && y < v.end);
    return item ? body[item.index] : undefined;
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

  /** Arrow keys along and across the lanes, Tab to the next job of the day; at the last job Tab leaves the grid. */
  const onKeyDown = (e: React.KeyboardEvent) => {
    const key = navKey(e);
    const from = (e.target as HTMLElement).dataset?.ov;
    if (!key || from === undefined) return;
    const to = moveFrom(ordered, Number(from), key);
    if (!to) return;
    e.preventDefault();
    const li = to.lane - pinned.length;
    if (li >= 0) scrollToLane(li, 'auto');
    setFocusId(to.id);
    onSelect(to.id);
  };

  const laneRow = (lane: Lane, top: number) => {
    const label = lane.kind === 'unassigned' ? laneLabels.unassigned : lane.kind === 'outsourced' ? laneLabels.outsourced : lane.label;
    const leave = lane.leave ? laneLabels.leave(lane.leave) : null;
    const holds = (id: number | null) => id !== null && lane.bars.some((b) => b.row.orderVehicleId === id);
    const current = holds(focusId) ? focusId : holds(selectedId) ? selectedId : null;
    return (
      <LaneRow
        key={lane.key}
        lane={lane}
        top={top}
        label={label}
        leaveTag={leave?.tag ?? null}
        leaveText={leave?.text ?? null}
        marks={marks.get(lane.key) ?? ''}
        selectedId={current}
        foundId={holds(foundId) ? foundId : null}
        viewFrom={view.from - LABEL_PX}
        viewTo={view.to - LABEL_PX}
        scale={scale}
        over={overKey === lane.key}
        specialClients={specialClients}
        canWrite={canWrite}
        onOpen={onOpen}
        onSelect={onSelect}
        onGhost={onGhost}
      />
    );
  };

  const hourPx = slotPx * 4;
  return (
    <DndContext sensors={sensors} onDragMove={onDragMove} onDragEnd={onDragEnd} onDragCancel={() => setOverKey(null)}>
      <Box
        ref={scroller}
        onScroll={onScroll}
        onKeyDown={onKeyDown}
        data-testid="schedule-grid"
        data-zoom={zoom}
        sx={{ position: 'relative', overflow: 'auto', flex: 1, minHeight: 200, border: '1px solid #ced4da', bgcolor: '#fff' }}
      >
        <div ref={head} data-testid="grid-head" style={{ position: 'sticky', top: 0, zIndex: 8, width: LABEL_PX + gridWidth }}>
          {strip?.(slotPx)}
          <div style={{ display: 'flex', width: LABEL_PX + gridWidth, height: HEADER_PX, background: '#f8f9fa', borderBottom: '1px solid #ced4da' }}>
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
                  flex: `0 0 ${hourPx}px`,
                  overflow: 'hidden',
                  borderLeft: '1px solid #dee2e6',
                  font: '11px/24px system-ui, sans-serif',
                  paddingLeft: 2,
                  color: '#495057',
                }}
              >
                {/* 15-minute detail: each quarter named; narrower, the hour alone. */}
                {slotPx >= 30
                  ? [0, 15, 30, 45].map((m) => (
                      <span key={m} style={{ display: 'inline-block', width: slotPx - 1 }}>{`${h}:${String(m).padStart(2, '0')}`}</span>
                    ))
                  : h}
              </div>
            ))}
          </div>
          {pinned.map((lane) => (
            <Drop
              key={lane.key}
              id="pinned"
              disabled={!canWrite}
              target={pinnedBox}
              // Sticky at the left with the visible width: its own scroll (kept in step with the grid's) holds the lane.
              style={{
                position: 'sticky',
                left: 0,
                width: view.width,
                maxHeight: PINNED_MAX,
                overflowX: 'hidden',
                overflowY: 'auto',
                borderBottom: '2px solid #adb5bd',
              }}
            >
              <div data-testid="pinned-lanes" style={{ position: 'relative', height: lane.height, width: LABEL_PX + gridWidth }}>
                {laneRow(lane, 0)}
              </div>
            </Drop>
          ))}
        </div>
        <Drop id="grid" disabled={!canWrite} target={bodyRef} style={{ position: 'relative', height: rows.getTotalSize(), width: LABEL_PX + gridWidth }}>
          {rows.getVirtualItems().map((item) => laneRow(body[item.index], item.start))}
        </Drop>
      </Box>
    </DndContext>
  );
}
