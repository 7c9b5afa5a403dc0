import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AssignRow } from './assignments';

interface Props {
  title: string;
  codeLabel: string;
  rows: AssignRow[];
  assigned: ReadonlySet<number>;
  onToggle: (id: number) => void;
  disabled?: boolean;
  maxHeight?: number;
}

/** An unpaged table: No., code, Name and an Assigned checkbox. */
export function AssignTable({ title, codeLabel, rows, assigned, onToggle, disabled, maxHeight = 420 }: Props) {
  const { t } = useTranslation();
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" gutterBottom>
        {title}
      </Typography>
      <TableContainer sx={{ maxHeight, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 48 }}>{t('module.no')}</TableCell>
              <TableCell>{codeLabel}</TableCell>
              <TableCell>{t('module.name')}</TableCell>
              <TableCell padding="checkbox" sx={{ width: 88 }}>
                {t('module.assigned')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r, i) => (
              <TableRow key={r.id} hover>
                <TableCell>{i + 1}</TableCell>
                <TableCell>{r.code}</TableCell>
                <TableCell>{r.name}</TableCell>
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={assigned.has(r.id)}
                    onChange={() => onToggle(r.id)}
                    disabled={disabled}
                    slotProps={{ input: { 'aria-label': `${t('module.assigned')} ${r.code}` } }}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
