import { useDraggable } from '@dnd-kit/core';
import { type CSSProperties, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { isJobStatus } from '@limo/domain';
import { JOB_STATUS_CODES, JOB_STATUS_COLOURS, JOB_STATUS_TEXT } from '../../widgets/jobStatusColours';
import { type Bar, barStatus, SUB_ROW_PX } from './gridModel';

/** Colours by status (spec: coloured by status and service); an arrival carries a thick green left edge. */
export const STATUS_COLOURS: Record<string, { bg: string; fg: string }> = {
  P: { bg: '#fff3cd', fg: '#664d03' },
  A: { bg: '#cfe2ff', fg: '#052c65' },
  C: { bg: '#e9ecef', fg: '#5c636a' }, // struck through and greyed, still 4.5:1 (WCAG 1.4.3)
  V: { bg: '#dee2e6', fg: '#495057' },
  NOSHOW: { bg: '#e2d9f3', fg: '#3d2470' },
};

interface Props {
  bar: Bar;
  clash: boolean;
  knockOn: boolean;
  /** A special client's job (parameter specialClientIds): starred and bold. */
  special: boolean;
  selected: boolean;
  /** The job the search found: highlighted. */
  found?: boolean;
  /** The zoom: pixels drawn per pixel of the model. */
  scale?: number;
  canDrag: boolean;
  onOpen: (orderVehicleId: number) => void;
  onFocusBar: (orderVehicleId: number) => void;
}

/*
 * Plain elements with inline styles, not MUI's sx: a day holds hundreds of visible bars, and
 * computing a style sheet per bar on each render cost more than the rest of the grid together.
 */
const BASE: CSSProperties = {
  position: 'absolute',
  height: SUB_ROW_PX - 4,
  padding: '0 4px',
  borderRadius: 3,
  font: '11px/1 system-ui, sans-serif',
  textAlign: 'left',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
};

const PROGRESS: CSSProperties = { borderRadius: 2, padding: '0 3px', marginRight: 3, fontWeight: 700 };

/** One order vehicle on the grid: a focusable, draggable button from its start to its end. */
/** Below these widths the bar drops its text (the tooltip always has it): the route, then the client, then the time. */
const ROOM_FOR_ROUTE = 110;
const ROOM_FOR_CLIENT = 60;
const ROOM_FOR_TIME = 34;

export const ScheduleBar = memo(function ScheduleBar({ bar, clash, knockOn, special, selected, found = false, scale = 1, canDrag, onOpen, onFocusBar }: Props) {
  const { row } = bar;
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: row.orderVehicleId, disabled: !canDrag });
  const colour = STATUS_COLOURS[barStatus(row)] ?? STATUS_COLOURS.A;
  const route = `${row.startLocationCode}→${row.endLocationCode}`;
  // The driver's progress (issue 11), live from the driver page: a coloured word at the bar's start.
  const { t } = useTranslation();
  const progress = isJobStatus(row.jobStatus) ? row.jobStatus : null;
  // The mark in the user's words; its code stays in data-progress and the chip's data-code.
  const progressWord = progress ? t(`sch.progress.${progress}`) : null;
  const parts = [row.orderRefId, row.pickupTime, row.clientShortName ?? row.clientCode, row.flightNo, route, progressWord].filter(Boolean) as string[];
  const title = parts.join(' ');
  const width = Math.max(6, bar.width * scale);
  const client = row.clientCode ?? '';
  const text = [
    width >= ROOM_FOR_TIME ? row.pickupTime : '',
    width >= ROOM_FOR_CLIENT ? `${client} ${row.flightNo ?? ''}`.trim() : '',
    width >= ROOM_FOR_ROUTE ? route : '',
  ]
    .filter(Boolean)
    .join(' ');
  // The name starts with what the bar shows, then says what it leaves out (WCAG 2.5.3: a voice user says what they see).
  const shown = [progressWord, special ? '★' : '', text].filter(Boolean).join(' ');
  const label = [shown, ...parts.filter((p) => !shown.includes(p))].filter(Boolean).join(' ');
  const style: CSSProperties = {
    ...BASE,
    top: bar.sub * SUB_ROW_PX + 2,
    left: bar.left * scale,
    width,
    border: `1px solid ${clash ? '#dc3545' : 'rgba(0,0,0,0.25)'}`,
    borderLeft: row.serviceType === 'Arrival' ? '5px solid #198754' : undefined,
    outline: clash ? '2px solid #dc3545' : knockOn ? '2px dashed #fd7e14' : undefined,
    outlineOffset: -1,
    background: colour.bg,
    fontWeight: special ? 700 : undefined,
    color: colour.fg,
    textDecoration: row.orderStatus === 'C' || row.orderStatus === 'V' ? 'line-through' : undefined,
    cursor: canDrag ? 'grab' : 'pointer',
    opacity: isDragging ? 0.6 : 1,
    zIndex: isDragging ? 5 : selected ? 3 : 1,
    boxShadow: found ? '0 0 0 3px #ffc107' : selected ? '0 0 0 2px #0d6efd' : undefined,
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
  };
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      className="schedule-bar"
      // dnd-kit's keyboard sensor would take Enter and Space: those open the panel instead.
      onKeyDown={(e) => {
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
      data-progress={progress ?? undefined}
      data-clash={clash ? 'true' : undefined}
      data-special={special ? 'true' : undefined}
      data-found={found ? 'true' : undefined}
      title={title}
      aria-label={label}
      style={style}
    >
      {progress ? (
        <span style={{ ...PROGRESS, background: JOB_STATUS_COLOURS[progress], color: JOB_STATUS_TEXT[progress] }} data-code={JOB_STATUS_CODES[progress]}>
          {progressWord}
        </span>
      ) : null}
      {/* A space of its own: screen readers and axe join text nodes as they are. */}
      {progress ? ' ' : ''}
      {special ? '★ ' : ''}
      {/* Codes (time, client, flight, route): data, not words to translate. */}
      <span translate="no">{text}</span>
    </button>
  );
});
