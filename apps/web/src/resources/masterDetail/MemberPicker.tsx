import { holdsSearch } from '@limo/domain';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { readerName } from '../../i18n/readerName';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { labelText } from '../labels';
import type { MemberOption, MemberSection } from './configs';

interface Props {
  section: MemberSection;
  selected: Set<number>;
  /** The members the group has now (kept in the list even when no longer pickable, e.g. cancelled). */
  current: MemberOption[];
  disabled: boolean;
  onToggle: (id: number) => void;
}

/** The members of a group as ticks in a list of every pickable record, with a filter. */
export function MemberPicker({ section, selected, current, disabled, onToggle }: Props) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState('');
  const options = useQuery({ queryKey: ['memberOptions', section.key], queryFn: section.options, staleTime: 60_000, retry: false });
  const all = useMemo(() => {
    const byId = new Map<number, MemberOption>();
    for (const o of [...(options.data ?? []), ...current]) byId.set(o.id, o);
    return [...byId.values()].sort((a, b) => a.code.localeCompare(b.code));
  }, [options.data, current]);
  const shown = all.filter((o) => holdsSearch([o.code, o.name, o.nameZh], filter));
  const title = labelText(section.label, i18n.language);

  return (
    <Box>
      <ErrorAlert message={options.isError ? formatError(options.error) : null} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <TextField
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={t('members.filter')}
          slotProps={{ htmlInput: { 'aria-label': `${t('members.filter')} ${title}` } }}
          sx={{ width: 260 }}
        />
        <Typography variant="body2" color="text.secondary">
          {t('members.selected', { count: selected.size })}
        </Typography>
      </Box>
      <TableContainer sx={{ maxHeight: 380, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label={labelText(section.label, i18n.language)}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">{t('members.include')}</TableCell>
              <TableCell>{t('module.code')}</TableCell>
              <TableCell>{t('module.name')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((o) => (
              <TableRow key={o.id} hover onClick={disabled ? undefined : () => onToggle(o.id)} sx={{ cursor: disabled ? undefined : 'pointer' }}>
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={selected.has(o.id)}
                    disabled={disabled}
                    onClick={(e) => e.stopPropagation()}
                    onChange={() => onToggle(o.id)}
                    slotProps={{ input: { 'aria-label': `${t('members.include')} ${o.code}` } }}
                  />
                </TableCell>
                <TableCell>{o.code}</TableCell>
                <TableCell>{readerName(i18n.language, o.name, o.nameZh)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
