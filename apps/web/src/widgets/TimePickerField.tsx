import ScheduleIcon from '@mui/icons-material/Schedule';
import { maskTimeEntry, parseTimeEntry } from '@limo/domain/rules/entry';
import { MaskedPickerField, type PickerFieldProps } from './MaskedPickerField';
import { onDemand } from './onDemand';

export type TimePickerFieldProps = PickerFieldProps;

const shown = (v: string | null | undefined) => (v && /^\d{2}:\d{2}:\d{2}$/.test(v) ? v.slice(0, 5) : (v ?? ''));

/**
 * The clock (MUI X date pickers, dayjs) is a file of its own: it loads when the pointer or the focus
 * reaches a time field's clock button (or the button is pressed), not with every form that has a time.
 */
const clock = onDemand(() => import('./TimeClock').then((m) => m.TimeClock));

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
      preload={clock.preload}
      icon={<ScheduleIcon fontSize="small" />}
      picker={(valid, type, close) => <clock.Component valid={valid} type={type} close={close} />}
    />
  );
}
