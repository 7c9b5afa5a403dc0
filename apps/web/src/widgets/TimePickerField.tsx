import ScheduleIcon from '@mui/icons-material/Schedule';
import { maskTimeEntry, parseTimeEntry } from '@limo/domain';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import dayjs from 'dayjs';
import { MaskedPickerField, type PickerFieldProps } from './MaskedPickerField';

export type TimePickerFieldProps = PickerFieldProps;

const shown = (v: string | null | undefined) => (v && /^\d{2}:\d{2}:\d{2}$/.test(v) ? v.slice(0, 5) : (v ?? ''));

/** A 24-hour time picker: four typed digits become hh:mm; the clock button picks a time. */
export function TimePickerField(props: TimePickerFieldProps) {
  return (
    <MaskedPickerField
      {...props}
      shown={shown}
      mask={(raw) => maskTimeEntry(raw.trim())}
      parse={parseTimeEntry}
      placeholder="HH:mm"
      maxLength={5}
      icon={<ScheduleIcon fontSize="small" />}
      picker={(valid, type) => (
        <MultiSectionDigitalClock
          ampm={false}
          value={valid ? dayjs(`2000-01-01T${valid}`) : null}
          onChange={(d) => {
            if (d?.isValid()) type(d.format('HHmm'));
          }}
        />
      )}
    />
  );
}
