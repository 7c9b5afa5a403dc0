import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { SERVICE_TYPES, type ServiceType } from '@limo/domain';
import { ORDER_VEHICLE_TEXT_MAX } from '@limo/domain/rules/order/request';
import { useTranslation } from 'react-i18next';
import { LimitedTextField } from '../../widgets/LimitedTextField';
import { DateEntryField } from '../../widgets/DateEntryField';
import { TimePickerField } from '../../widgets/TimePickerField';
import { PickField } from '../pricing/PickField';
import { OrderSmsButton } from '../orderSms/OrderSmsButton';
import { TrackingLinkButton } from '../tracking/TrackingLinkButton';
import { ChargeRows, PaxRows } from './ExtrasFields';
import { FlightLookup } from './FlightLookup';
import type { VehicleRow } from './orderModel';
import { PlaceField } from './PlaceField';
import { StopsField } from './StopsField';

interface Props {
  row: VehicleRow;
  index: number;
  onChange: (change: Partial<VehicleRow>) => void;
  /** The 400's message for a field of this row (`pickupLocationId`, `orderPaxes[0].paxName`), or for the row itself (''). */
  err: (field: string) => string | undefined;
  selected: boolean;
  onSelect: () => void;
  onCopy: () => void;
  /** Only an unsaved row may be removed (a saved one left out would be cancelled: that is Cancel's work). */
  onRemove?: () => void;
  total: string | null;
}

const digits = (v: string) => v.replace(/\D/g, '');

/** One vehicle of the order: every field of the trip, in Tab order. */
export function VehicleRowCard({ row, index, onChange, err, selected, onSelect, onCopy, onRemove, total }: Props) {
  const { t } = useTranslation();
  const hire = row.serviceType === 'Hire';
  const arrival = row.serviceType === 'Arrival';
  const num = (field: 'paxCount' | 'luggageCount' | 'hireMinutes' | 'waitingMinutes', label: string, max = 5) => (
    <TextField
      size="small"
      label={label}
      value={row[field]}
      onChange={(e) => onChange({ [field]: digits(e.target.value) })}
      error={Boolean(err(field))}
      helperText={err(field)}
      required={field === 'paxCount' || (field === 'hireMinutes' && hire)}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: max, 'data-field': field } }}
    />
  );
  return (
    <Paper
      variant="outlined"
      onFocusCapture={onSelect}
      data-testid={`vehicle-row-${index}`}
      sx={{ p: 1.5, display: 'grid', gap: 1.5, borderColor: selected ? 'primary.main' : err('') ? 'error.main' : undefined, borderWidth: selected ? 2 : 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2">{t('of.vehicleNo', { n: index + 1 })}</Typography>
        {row.orderVehicleStatus === 'C' && <Typography color="error">{t('of.cancelled')}</Typography>}
        {err('') && (
          <Typography variant="caption" color="error">
            {err('')}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        {total && <Typography variant="body2">{t('of.rowTotal', { total })}</Typography>}
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' } }}>
        <TextField
          select
          size="small"
          label={t('price.serviceType')}
          value={row.serviceType}
          onChange={(e) => onChange({ serviceType: e.target.value as ServiceType })}
          slotProps={{ select: { native: true }, htmlInput: { 'data-field': 'serviceType' } }}
        >
          {SERVICE_TYPES.map((s) => (
            <option key={s} value={s}>
              {t(`option.serviceType.${s}`)}
            </option>
          ))}
        </TextField>
        <DateEntryField
          label={t('of.pickupDate')}
          value={row.pickupDate}
          onChange={(v) => onChange({ pickupDate: v })}
          error={Boolean(err('pickupDate'))}
          helperText={err('pickupDate')}
        />
        <TimePickerField
          label={t('price.pickupTime')}
          value={row.pickupTime}
          onChange={(v) => onChange({ pickupTime: v })}
          error={Boolean(err('pickupTime'))}
          helperText={err('pickupTime')}
          required
        />
        <FlightLookup row={row} onChange={onChange} error={err('flightNo')} />
        {arrival && (
          <>
            <DateEntryField
              label={t('of.etaDate')}
              value={row.flightEtaDate}
              onChange={(v) => onChange({ flightEtaDate: v })}
              error={Boolean(err('flightEtaDate'))}
              helperText={err('flightEtaDate')}
            />
            <TimePickerField
              label={t('of.etaTime')}
              value={row.flightEtaTime}
              onChange={(v) => onChange({ flightEtaTime: v })}
              error={Boolean(err('flightEtaTime'))}
            />
          </>
        )}
        <PlaceField
          role="pickup"
          label={t('price.pickup')}
          value={{ locationId: row.pickupLocationId, address: row.pickupAddress, zone: row.pickupZone }}
          onChange={(p) => onChange({ pickupLocationId: p.locationId, pickupAddress: p.address, pickupZone: p.zone })}
          error={err('pickupLocationId') ?? err('pickupAddress')}
          zoneError={err('pickupZone')}
          required
        />
        <StopsField value={row.stops} onChange={(stops) => onChange({ stops })} err={err} />
        <PlaceField
          role="dropoff"
          label={t('price.dropoff')}
          value={hire ? { locationId: null, address: '', zone: '' } : { locationId: row.dropoffLocationId, address: row.dropoffAddress, zone: row.dropoffZone }}
          onChange={(p) => onChange({ dropoffLocationId: p.locationId, dropoffAddress: p.address, dropoffZone: p.zone })}
          disabled={hire}
          required={!hire}
          error={err('dropoffLocationId') ?? err('dropoffAddress')}
          zoneError={err('dropoffZone')}
        />
        <PickField
          kind="vehicleTypes"
          label={t('price.vehicleType')}
          value={row.vehicleTypeId}
          onChange={(v) => onChange({ vehicleTypeId: v })}
          error={Boolean(err('vehicleTypeId'))}
          helperText={err('vehicleTypeId')}
          required
        />
        {num('paxCount', t('of.paxCount'), 2)}
        {num('luggageCount', t('of.luggageCount'), 2)}
        {hire ? num('hireMinutes', t('price.hireMinutes')) : num('waitingMinutes', t('price.waitingMinutes'))}
        <LimitedTextField
          max={ORDER_VEHICLE_TEXT_MAX.voucherNo}
          size="small"
          label={t('price.voucherNo')}
          value={row.voucherNo}
          onChange={(e) => onChange({ voucherNo: e.target.value })}
          error={Boolean(err('voucherNo'))}
          helperText={err('voucherNo')}
        />
        <TextField
          size="small"
          label={t('of.manualFare')}
          value={row.manualFareAmt}
          onChange={(e) => onChange({ manualFareAmt: e.target.value })}
          error={Boolean(err('manualFareAmt'))}
          helperText={err('manualFareAmt')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <LimitedTextField
          max={ORDER_VEHICLE_TEXT_MAX.manualFareReason}
          size="small"
          label={t('of.manualFareReason')}
          value={row.manualFareReason}
          onChange={(e) => onChange({ manualFareReason: e.target.value })}
          required={row.manualFareAmt.trim() !== ''}
          error={Boolean(err('manualFareReason'))}
          helperText={err('manualFareReason')}
        />
        <LimitedTextField
          max={ORDER_VEHICLE_TEXT_MAX.remarks}
          size="small"
          label={t('of.rowRemarks')}
          value={row.remarks}
          onChange={(e) => onChange({ remarks: e.target.value })}
          error={Boolean(err('remarks'))}
          helperText={err('remarks')}
          sx={{ gridColumn: { md: 'span 2' } }}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <ChargeRows ocs={row.ocs} onChange={(ocs) => onChange({ ocs })} err={(f) => err(f)} />
        <PaxRows paxes={row.paxes} onChange={(paxes) => onChange({ paxes })} err={(f) => err(f)} />
      </Box>
      {row.id !== null && (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(5, 1fr)' }, alignItems: 'center' }}>
          <DateEntryField
            label={t('of.startDate')}
            value={row.startDate}
            onChange={(v) => onChange({ startDate: v })}
            error={Boolean(err('startDate'))}
            helperText={err('startDate')}
          />
          <TimePickerField label={t('of.startTime')} value={row.startTime} onChange={(v) => onChange({ startTime: v })} error={Boolean(err('startTime'))} />
          <DateEntryField label={t('of.endDate')} value={row.endDate} onChange={(v) => onChange({ endDate: v })} error={Boolean(err('endDate'))} />
          <TimePickerField
            label={t('of.endTime')}
            value={row.endTime}
            onChange={(v) => onChange({ endTime: v })}
            error={Boolean(err('endTime'))}
            helperText={err('endTime')}
          />
          <FormControlLabel
            control={<Checkbox checked={row.noshowFlag === 1} onChange={(e) => onChange({ noshowFlag: e.target.checked ? 1 : 0 })} />}
            label={t('of.noshow')}
          />
        </Box>
      )}
      {/* Last in the row: Tab goes through the trip's fields first. */}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        {row.id !== null && <OrderSmsButton orderVehicleId={row.id} label={t('of.vehicleNo', { n: index + 1 })} />}
        {row.id !== null && row.trackingUrl && <TrackingLinkButton orderVehicleId={row.id} url={row.trackingUrl} label={t('of.vehicleNo', { n: index + 1 })} />}
        <Tooltip title={t('of.copyRow')}>
          <IconButton size="small" aria-label={t('of.copyRow')} onClick={onCopy}>
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        {onRemove && (
          <Tooltip title={t('of.removeRow')}>
            <IconButton size="small" aria-label={t('of.removeRow')} onClick={onRemove}>
              <DeleteOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
    </Paper>
  );
}
