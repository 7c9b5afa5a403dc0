import { memo, useMemo } from 'react';
import { GRID_WIDTH } from './gridModel';
import { GhostBar } from './plan/GhostBar';
import type { PlannedLane } from './plan/planModel';
import { ScheduleBar } from './ScheduleBar';
import { VISUALLY_HIDDEN } from '../../widgets/visuallyHidden';

export const LABEL_PX = 180;

interface LaneProps {
  lane: PlannedLane;
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
  /** Pixels per minute-pixel of the model (the zoom): bars, duties and leave are drawn at this scale. */
  scale: number;
  /** The job found by the search: drawn wherever it is, and highlighted. */
  foundId: number | null;
  /** A bar is being dragged over this lane. */
  over: boolean;
  specialClients: ReadonlySet<number>;
  canWrite: boolean;
  onOpen: (orderVehicleId: number) => void;
  onSelect: (orderVehicleId: number) => void;
  /** A ghost bar of the day plan chosen (issue 32). */
  onGhost?: (orderVehicleId: number) => void;
}

const noGhost = () => undefined;

/** Grey hatching: leave, not duty. */
const LEAVE_HATCH = 'repeating-linear-gradient(135deg, #dee2e6 0 4px, #f1f3f5 4px 10px)';

/** One lane of the grid: its label (sticky at the left), duty and leave shading, and the bars near the visible hours. */
export const LaneRow = memo(function LaneRow({
  lane,
  top,
  label,
  leaveTag,
  leaveText,
  marks,
  selectedId,
  viewFrom,
  viewTo,
  scale,
  foundId,
  over,
  specialClients,
  canWrite,
  onOpen,
  onSelect,
  onGhost = noGhost,
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
  const width = GRID_WIDTH * scale;
  const special = lane.kind === 'unassigned' || lane.kind === 'outsourced';
  return (
    <div
      data-lane={lane.key}
      data-on-leave={lane.leave ?? undefined}
      style={{ position: 'absolute', top, left: 0, width: LABEL_PX + width, height: lane.height, display: 'flex', borderBottom: '1px solid #e0e0e0' }}
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
          color: lane.released || leaveTag ? '#5c636a' : undefined, // greyed, still 4.5:1 on its grey (WCAG 1.4.3)
          display: 'flex',
          alignItems: 'baseline',
        }}
      >
        {/* The lane's driver, vehicle or group: names and codes, not words to translate. */}
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 }} translate="no">
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
      <div style={{ position: 'relative', width, flex: `0 0 ${width}px`, background: over ? '#e7f1ff' : special ? '#fafafa' : '#fff' }}>
        {lane.duties.map((d) => (
          <div
            key={d.left}
            style={{ position: 'absolute', top: 0, bottom: 0, left: d.left * scale, width: d.width * scale, background: lane.released ? '#f1f3f5' : '#ebfbee' }}
          />
        ))}
        {lane.leaveShades.map((d) => (
          <div
            key={`leave${d.left}`}
            aria-hidden
            style={{ position: 'absolute', top: 0, bottom: 0, left: d.left * scale, width: d.width * scale, background: LEAVE_HATCH, pointerEvents: 'none' }}
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
          // The selected and the found job are drawn wherever they are: the keyboard and the search reach them.
          .filter(
            (b) =>
              ((b.left + b.width) * scale >= viewFrom && b.left * scale <= viewTo) || b.row.orderVehicleId === selectedId || b.row.orderVehicleId === foundId,
          )
          .map((b) => (
            <ScheduleBar
              key={b.row.orderVehicleId}
              bar={b}
              clash={marked.get(b.row.orderVehicleId) === 'c'}
              knockOn={marked.get(b.row.orderVehicleId) === 'k'}
              special={specialClients.has(b.row.clientId)}
              selected={selectedId === b.row.orderVehicleId}
              found={foundId === b.row.orderVehicleId}
              scale={scale}
              canDrag={canWrite && b.row.orderStatus !== 'C' && b.row.orderStatus !== 'V'}
              onOpen={onOpen}
              onFocusBar={onSelect}
            />
          ))}
        {/* The plan's proposals: few per lane, all drawn, so the keyboard reaches each. */}
        {lane.ghosts?.map((g) => (
          <GhostBar key={`ghost${g.orderVehicleId}`} ghost={g} scale={scale} onAccept={onGhost} onFocusGhost={onSelect} />
        ))}
      </div>
    </div>
  );
});
