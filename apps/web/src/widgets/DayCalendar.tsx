/** The calendar of the date field's popover, loaded when a date field shows (not with every form). */
import { operatorTimeZone } from '@limo/domain/rules/operator-time';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { operatorDay } from './operatorDayjs';

export interface PickerPaneProps {
  /** The field's value when its text is a complete one. */
  valid: string | null | undefined;
  /** Types a choice into the field (digits, as a person would). */
  type: (raw: string) => void;
  close: () => void;
}

/** Opens on the operator's month with the operator's today marked, wherever the browser is. */
export function DayCalendar({ valid, type, close }: PickerPaneProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        timezone={operatorTimeZone()}
        value={valid ? operatorDay(valid) : null}
        minDate={operatorDay('1900-01-01')}
        maxDate={operatorDay('2099-12-31')}
        onChange={(d) => {
          if (d?.isValid()) type(d.format('DDMMYYYY'));
          close();
        }}
      />
    </LocalizationProvider>
  );
}
