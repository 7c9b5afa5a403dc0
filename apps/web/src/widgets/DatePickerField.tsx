import { formatDate } from '@limo/domain/rules/display-date';
import EventIcon from '@mui/icons-material/Event';
import { maskDmyDate, parseDmyEntry } from '@limo/domain/rules/entry';
import { useTranslation } from 'react-i18next';
import { dateProblemText } from './dateProblem';
import { MaskedPickerField, type PickerFieldProps } from './MaskedPickerField';
import { onDemand } from './onDemand';

export type DatePickerFieldProps = PickerFieldProps;

/** A date value shows dd/mm/yyyy; text typed so far (not a value yet) shows as typed. */
// An impossible date (2030-02-30) is no date to formatDate: it still shows as typed, in the shown order, with its reason.
const shown = (v: string | null | undefined) =>
  v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? formatDate(v) || v.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1') : (v ?? '');

/**
 * The calendar (MUI X date pickers, dayjs) is a file of its own: it loads when the pointer or the focus
 * reaches a date field's calendar button (or the button is pressed), not with every form that has a date.
 */
const calendar = onDemand(() => import('./DayCalendar').then((m) => m.DayCalendar));

/**
 * A date picker that takes what it shows, dd/mm/yyyy, in every language: typed digits get their
 * slashes, `d/m/yyyy` and `yyyy-mm-dd` are read too. An impossible date (31/02) keeps its text and
 * the field says why; deleting the text clears the value; the calendar button picks a day. The
 * calendar opens on the operator's month with the operator's today marked, wherever the browser is.
 */
export function DatePickerField(props: DatePickerFieldProps) {
  const { t } = useTranslation();
  return (
    <MaskedPickerField
      {...props}
      shown={shown}
      mask={maskDmyDate}
      parse={parseDmyEntry}
      problem={(text, left) => dateProblemText(text, t, left)}
      placeholder={t('date.placeholder')}
      maxLength={10}
      inputMode="numeric"
      preload={calendar.preload}
      icon={<EventIcon fontSize="small" />}
      picker={(valid, type, close) => <calendar.Component valid={valid} type={type} close={close} />}
    />
  );
}
