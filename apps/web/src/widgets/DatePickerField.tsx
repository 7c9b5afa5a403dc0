import EventIcon from '@mui/icons-material/Event';
import { maskIsoDate, parseIsoEntry } from '@limo/domain/rules/entry';
import { MaskedPickerField, type PickerFieldProps } from './MaskedPickerField';
import { onDemand } from './onDemand';

export type DatePickerFieldProps = PickerFieldProps;

const shown = (v: string | null | undefined) => v ?? '';

/**
 * The calendar (MUI X date pickers, dayjs) is a file of its own: it loads when the pointer or the focus
 * reaches a date field's calendar button (or the button is pressed), not with every form that has a date.
 */
const calendar = onDemand(() => import('./DayCalendar').then((m) => m.DayCalendar));

/**
 * A date picker with typed input under the mask ####-##-##: typing eight digits formats
 * them, deleting the text clears the value, the calendar button picks a day. The calendar
 * opens on the operator's month with the operator's today marked, wherever the browser is.
 */
export function DatePickerField(props: DatePickerFieldProps) {
  return (
    <MaskedPickerField
      {...props}
      shown={shown}
      mask={maskIsoDate}
      parse={parseIsoEntry}
      placeholder="YYYY-MM-DD"
      maxLength={10}
      inputMode="numeric"
      preload={calendar.preload}
      icon={<EventIcon fontSize="small" />}
      picker={(valid, type, close) => <calendar.Component valid={valid} type={type} close={close} />}
    />
  );
}
