/** The 24-hour clock of the time field's popover, loaded when a time field shows (not with every form). */
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import dayjs from 'dayjs';
import type { PickerPaneProps } from './DayCalendar';

export function TimeClock({ valid, type }: PickerPaneProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MultiSectionDigitalClock
        ampm={false}
        value={valid ? dayjs(`2000-01-01T${valid}`) : null}
        onChange={(d) => {
          if (d?.isValid()) type(d.format('HHmm'));
        }}
      />
    </LocalizationProvider>
  );
}
