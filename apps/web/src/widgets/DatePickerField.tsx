import EventIcon from '@mui/icons-material/Event';
import { maskIsoDate, parseIsoEntry } from '@limo/domain';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import dayjs from 'dayjs';
import { MaskedPickerField, type PickerFieldProps } from './MaskedPickerField';

export type DatePickerFieldProps = PickerFieldProps;

const shown = (v: string | null | undefined) => v ?? '';

/**
 * A date picker with typed input under the mask ####-##-##: typing eight digits formats
 * them, deleting the text clears the value, the calendar button picks a day.
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
          value={valid ? dayjs(valid) : null}
          minDate={dayjs('1900-01-01')}
          maxDate={dayjs('2099-12-31')}
          onChange={(d) => {
            if (d?.isValid()) type(d.format('YYYYMMDD'));
            close();
          }}
        />
      )}
    />
  );
}
