import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateEntryField } from '../../widgets/DateEntryField';
import { MESSAGE_CHANNELS, MESSAGE_KINDS, MESSAGE_STATUSES, type MessageFilter } from './messageLogApi';

/** How long the search waits after the last key before it asks the server. */
export const SEARCH_DELAY_MS = 400;

/** One of the log's pick-lists: All, then each value by its text. */
function Pick({
  label,
  value,
  values,
  prefix,
  onChange,
}: {
  label: string;
  value: string;
  values: readonly string[];
  prefix: string;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">{t('portal.msglog.all')}</MenuItem>
      {values.map((v) => (
        <MenuItem key={v} value={v}>
          {t(`${prefix}.${v}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The log's filters: status, kind, channel, the days written, a search (asked once typing pauses). */
export function MessageFilterBar({
  filter,
  onChange,
  onRefresh,
  busy,
}: {
  filter: MessageFilter;
  onChange: (patch: Partial<MessageFilter>) => void;
  onRefresh: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(filter.search);
  useEffect(() => {
    if (search === filter.search) return;
    const timer = setTimeout(() => onChange({ search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filter.search, onChange]);
  return (
    <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Pick
        label={t('portal.msglog.status')}
        value={filter.status}
        values={MESSAGE_STATUSES}
        prefix="portal.msglog.status"
        onChange={(status) => onChange({ status })}
      />
      <Pick label={t('portal.msglog.kind')} value={filter.kind} values={MESSAGE_KINDS} prefix="portal.msglog.kind" onChange={(kind) => onChange({ kind })} />
      <Pick
        label={t('portal.msglog.channel')}
        value={filter.channel}
        values={MESSAGE_CHANNELS}
        prefix="portal.msglog.channel"
        onChange={(channel) => onChange({ channel })}
      />
      <Box sx={{ width: 170 }}>
        <DateEntryField label={t('portal.msglog.from')} value={filter.from} onChange={(from) => onChange({ from })} />
      </Box>
      <Box sx={{ width: 170 }}>
        <DateEntryField label={t('portal.msglog.to')} value={filter.to} onChange={(to) => onChange({ to })} />
      </Box>
      <TextField
        size="small"
        type="search"
        label={t('portal.msglog.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value.slice(0, 100))}
        sx={{ width: 220 }}
      />
      <Button variant="outlined" onClick={onRefresh} disabled={busy}>
        {t('portal.msglog.refresh')}
      </Button>
    </Stack>
  );
}
