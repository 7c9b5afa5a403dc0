import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { optionText } from '../../resources/labels';
import { type LookupOption, lookupLabel } from '../../resources/lookups';
import { bandCells, conditionText, moneyText, type RateRow } from './allowanceRateModel';
import { rateField } from './rateEdit';

interface Props {
  row: RateRow;
  position: number;
  selected: boolean;
  /** The row that takes the Tab key (one per table). */
  focusable: boolean;
  canWrite: boolean;
  /** Rows may be dragged (none is being edited). */
  canDrag: boolean;
  locations: LookupOption[];
  vehicleTypes: LookupOption[];
  rowRef: (el: HTMLTableRowElement | null) => void;
  onSelect: () => void;
  onKeyDown: (e: KeyboardEvent<HTMLTableRowElement>) => void;
  onEdit: () => void;
  onDelete: () => void;
}

const muted = (text: string, any: string) => (text === any ? { color: 'text.secondary', fontStyle: 'italic' } : undefined);

/** A rate row as shown: its conditions ("Any" when null), amount and remarks, with its drag handle. */
export function RateRowView({
  row,
  position,
  selected,
  focusable,
  canWrite,
  canDrag,
  locations,
  vehicleTypes,
  rowRef,
  onSelect,
  onKeyDown,
  onEdit,
  onDelete,
}: Props) {
  const { t, i18n } = useTranslation();
  const any = t('allowanceRate.any');
  const drag = useDraggable({ id: row.id, disabled: !canDrag });
  const drop = useDroppable({ id: row.id, disabled: !canDrag });
  const location = conditionText(row.allowanceLocationCode ?? lookupLabel(locations, row.allowanceLocationId), any);
  const vehicleType = conditionText(row.allowanceVehicleTypeCode ?? lookupLabel(vehicleTypes, row.allowanceVehicleTypeId), any);
  const service = row.serviceType ? optionText(rateField('serviceType'), row.serviceType, i18n.language) : any;
  const band = bandCells(row.fromTime, row.toTime, any);
  const y = drag.transform?.y ?? 0;
  const over = drop.isOver && !drag.isDragging;

  return (
    <TableRow
      ref={(el) => {
        drag.setNodeRef(el);
        drop.setNodeRef(el);
        rowRef(el);
      }}
      hover
      selected={selected}
      aria-selected={selected}
      tabIndex={focusable ? 0 : -1}
      data-testid="rate-row"
      onFocus={onSelect}
      onClick={onSelect}
      onDoubleClick={canWrite ? onEdit : undefined}
      onKeyDown={onKeyDown}
      sx={{
        cursor: 'pointer',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        ...(drag.isDragging ? { transform: `translate3d(0, ${y}px, 0)`, position: 'relative', zIndex: 2, boxShadow: 3, bgcolor: 'background.paper' } : {}),
        ...(over ? { boxShadow: (theme) => `inset 0 2px 0 ${theme.palette.primary.main}` } : {}),
      }}
    >
      <TableCell padding="none" sx={{ width: 28, textAlign: 'center' }}>
        {canDrag && (
          <DragIndicatorIcon
            fontSize="small"
            aria-hidden
            {...drag.listeners}
            sx={{ cursor: 'grab', color: 'text.secondary', verticalAlign: 'middle', touchAction: 'none' }}
          />
        )}
      </TableCell>
      <TableCell sx={{ color: 'text.secondary' }}>{position}</TableCell>
      <TableCell sx={muted(location, any)}>{location}</TableCell>
      <TableCell sx={muted(vehicleType, any)}>{vehicleType}</TableCell>
      <TableCell sx={muted(service, any)}>{service}</TableCell>
      <TableCell sx={muted(band.from, any)}>{band.from}</TableCell>
      <TableCell sx={muted(band.to, any)}>
        {band.to}
        {band.overnight && ` (${t('allowanceRate.nextDay')})`}
      </TableCell>
      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {moneyText(row.amount)}
      </TableCell>
      <TableCell sx={{ maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{row.remarks ?? ''}</TableCell>
      <TableCell padding="none" sx={{ whiteSpace: 'nowrap' }}>
        {canWrite && (
          <>
            <IconButton size="small" tabIndex={-1} aria-label={t('allowanceRate.editRow', { n: position })} onClick={onEdit}>
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
            <IconButton size="small" tabIndex={-1} aria-label={t('allowanceRate.deleteRow', { n: position })} onClick={onDelete}>
              <DeleteOutlinedIcon fontSize="small" />
            </IconButton>
          </>
        )}
      </TableCell>
    </TableRow>
  );
}
