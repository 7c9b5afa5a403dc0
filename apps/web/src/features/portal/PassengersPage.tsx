/** The client's stored passengers (/portal/passengers): ADMIN adds, edits and deletes; a BOOKER reads. */
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { listPassengers, type Passenger, type PortalLanguage } from './portalApi';
import { StoredList } from './StoredList';

interface Draft {
  name: string;
  mobile: string;
  email: string;
  language: PortalLanguage;
  notes: string;
  notify: boolean;
}

const blank = (): Draft => ({ name: '', mobile: '', email: '', language: 'en', notes: '', notify: false });
const orNull = (v: string) => (v.trim() ? v.trim() : null);

export default function PassengersPage() {
  const { t } = useTranslation();
  return (
    <StoredList<Passenger, Draft>
      kind="passengers"
      title={t('pw.passengers.title')}
      addText={t('pw.passengers.add')}
      noneText={t('pw.passengers.none')}
      load={listPassengers}
      label={(r) => r.name}
      detail={(r) => [r.mobile, r.email, r.notes].filter(Boolean).join(' · ')}
      blank={blank}
      toDraft={(r) => ({
        name: r.name,
        mobile: r.mobile ?? '',
        email: r.email ?? '',
        language: r.language ?? 'en',
        notes: r.notes ?? '',
        notify: r.notify === 1,
      })}
      toRow={(d) =>
        d.name.trim()
          ? { name: d.name.trim(), mobile: orNull(d.mobile), email: orNull(d.email), language: d.language, notes: orNull(d.notes), notify: d.notify ? 1 : 0 }
          : null
      }
      fields={(d, set) => (
        <>
          <TextField
            required
            autoFocus
            label={t('pw.pax.name')}
            value={d.name}
            onChange={(e) => set({ name: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField type="tel" label={t('pw.pax.mobile')} value={d.mobile} onChange={(e) => set({ mobile: e.target.value })} />
          <TextField type="email" label={t('pw.pax.email')} value={d.email} onChange={(e) => set({ email: e.target.value })} />
          <TextField
            select
            label={t('pw.pax.language')}
            value={d.language}
            onChange={(e) => set({ language: e.target.value as PortalLanguage })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="en">{t('pw.lang.en')}</option>
            <option value="zh-HK">{t('pw.lang.zh-HK')}</option>
          </TextField>
          <FormControlLabel control={<Checkbox checked={d.notify} onChange={(e) => set({ notify: e.target.checked })} />} label={t('pw.pax.notify')} />
          <TextField multiline rows={3} label={t('pw.pax.notes')} value={d.notes} onChange={(e) => set({ notes: e.target.value })} />
        </>
      )}
    />
  );
}
