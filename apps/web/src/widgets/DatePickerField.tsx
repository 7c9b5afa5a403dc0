import EventIcon from '@mui/icons-material/Event';
import { maskIsoDate, parseIsoEntry } from '@limo/domain';
import { operatorTimeZone } from '@limo/domain/rules/operator-time';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { MaskedPickerField, type PickerFieldProps } from './MaskedPickerField';
import { operatorDay } from './operatorDayjs';

export type DatePickerFieldProps = PickerFieldProps;

const shown = (v: string | null | undefined) => v ?? '';

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
      icon={<EventIcon fontSize="small" />}
      picker={(valid, type, close) => (
        <DateCalendar
          timezone={operatorTimeZone()}
          value={valid ? operatorDay(valid) : null}
          minDate={operatorDay('1900-01-01')}
          maxDate={operatorDay('2099-12-31')}
          onChange={(d) => {
            if (d?.isValid()) type(d.format('YYYYMMDD'));
            close();
          }}
        />
      )}
    />
  );
}
