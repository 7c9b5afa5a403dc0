import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { hasRight } from '@limo/domain';
import { useQuery } from '@tanstack/react-query';
import { ORDER_TEXT_MAX } from '@limo/domain/rules/order/request';
import { useTranslation } from 'react-i18next';
import type { HalRecord } from '../../api/hal';
import { useSession } from '../../app/session/SessionContext';
import { LimitedTextField } from '../../widgets/LimitedTextField';
import { PickField } from '../pricing/PickField';
import { clientContacts, eventsByClient } from './orderApi';
import type { OrderForm } from './orderModel';

interface Props {
  form: OrderForm;
  onChange: (change: Partial<OrderForm>) => void;
  err: (field: string) => string | undefined;
}

const eventLabel = (e: HalRecord) => [e.orderEventCode, e.orderEventDescEng].filter(Boolean).join(' ');

/** Client, contact, event, status (a new order: quote or confirmed) and remarks. */
export function OrderHeader({ form, onChange, err }: Props) {
  const { t } = useTranslation();
  const rights = useSession().user?.rights ?? [];
  const contacts = useQuery({
    queryKey: ['orderForm', 'contacts', form.clientId],
    queryFn: () => clientContacts(form.clientId ?? 0),
    enabled: form.clientId !== null && hasRight(rights, 'CLIENT'),
    retry: false,
    staleTime: 60_000,
  });
  const events = useQuery({
    queryKey: ['orderForm', 'events', form.clientId],
    queryFn: () => eventsByClient(form.clientId),
    retry: false,
    staleTime: 60_000,
  });
  const contactList = contacts.data ?? [];
  const eventList = events.data ?? [];
  const event = eventList.find((e) => e.id === form.orderEventId) ?? null;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' } }}>
      <PickField
        kind="clients"
        label={t('price.client')}
        value={form.clientId}
        onChange={(clientId) => onChange({ clientId, orderEventId: null })}
        error={Boolean(err('clientId'))}
        helperText={err('clientId')}
        autoFocus={form.id === null}
        required
      />
      <Autocomplete<string, false, false, true>
        freeSolo
        size="small"
        options={contactList.map((c) => String(c.contactName ?? ''))}
        inputValue={form.contactName}
        onInputChange={(_, v) => onChange({ contactName: v })}
        onChange={(_, v) => {
          const c = contactList.find((x) => x.contactName === v);
          onChange({ contactName: v ?? '', ...(c ? { contactTel: String(c.telNo ?? c.mobileNo ?? '') } : {}) });
        }}
        renderInput={(params) => (
          <LimitedTextField
            {...params}
            max={ORDER_TEXT_MAX.contactName}
            text={form.contactName}
            label={t('of.contactName')}
            error={Boolean(err('contactName'))}
            helperText={err('contactName')}
          />
        )}
      />
      <LimitedTextField
        max={ORDER_TEXT_MAX.contactTel}
        size="small"
        label={t('of.contactTel')}
        value={form.contactTel}
        onChange={(e) => onChange({ contactTel: e.target.value })}
        error={Boolean(err('contactTel'))}
        helperText={err('contactTel')}
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
      <Autocomplete<HalRecord>
        size="small"
        options={eventList}
        value={event}
        autoHighlight
        getOptionLabel={eventLabel}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_, e) => onChange({ orderEventId: e?.id ?? null })}
        renderInput={(params) => <TextField {...params} label={t('of.event')} error={Boolean(err('orderEventId'))} helperText={err('orderEventId')} />}
      />
      {form.id === null ? (
        <TextField
          select
          size="small"
          label={t('of.status')}
          value={form.orderStatus}
          onChange={(e) => onChange({ orderStatus: e.target.value as 'P' | 'A' })}
          slotProps={{ select: { native: true } }}
        >
          <option value="A">{t('of.statusName.A')}</option>
          <option value="P">{t('of.statusName.P')}</option>
        </TextField>
      ) : (
        <TextField
          size="small"
          label={t('of.status')}
          value={t(`of.statusName.${form.orderStatus}`)}
          slotProps={{ htmlInput: { readOnly: true, tabIndex: -1 } }}
        />
      )}
      <LimitedTextField
        max={ORDER_TEXT_MAX.remarks}
        size="small"
        label={t('of.remarks')}
        value={form.remarks}
        onChange={(e) => onChange({ remarks: e.target.value })}
        error={Boolean(err('remarks'))}
        helperText={err('remarks')}
        sx={{ gridColumn: { md: 'span 3' } }}
        multiline
        maxRows={4}
      />
    </Box>
  );
}
