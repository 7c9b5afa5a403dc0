import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FieldDef, formatDate, operatorToday, RESOURCES } from '@limo/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import type { HalRecord } from '../../api/hal';
import { StatusChip } from '../../resources/columns';
import { fieldLabel } from '../../resources/labels';
import { lookupLabel, useLookup } from '../../resources/lookups';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { DatePickerField } from '../../widgets/DatePickerField';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { findVouchers, redeemable, redeemVoucher } from './voucherRedeem';

const field = (name: string) => RESOURCES.vouchers.fields.find((f) => f.name === name) as FieldDef;
const clientField = field('clientId');
const statusField = field('voucherStatus');
const COLUMNS = ['voucherNo', 'clientId', 'amount', 'expiryDate', 'serviceDate', 'voucherStatus'].map(field);

/** /operation/files/voucherredeem: find a voucher by its number and redeem it for a service date. */
export default function VoucherRedeemScreen() {
  const { t, i18n } = useTranslation();
  const clients = useLookup(clientField);
  const [number, setNumber] = useState('');
  const [found, setFound] = useState<HalRecord[] | null>(null);
  const [chosen, setChosen] = useState<HalRecord | null>(null);
  // Today on the operator's calendar, not the browser's.
  const [serviceDate, setServiceDate] = useState<string | null>(() => operatorToday());
  const [remarks, setRemarks] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  const search = async () => {
    setError(null);
    setDone(null);
    setChosen(null);
    if (!number.trim()) return;
    try {
      const rows = await findVouchers(number);
      setFound(rows);
      if (rows.length === 1) setChosen(rows[0]);
    } catch (err) {
      setError(formatError(err));
    }
  };
  const redeem = async () => {
    setAsking(false);
    if (!chosen || !serviceDate) return;
    try {
      const saved = await redeemVoucher(String(chosen.voucherNo), serviceDate, remarks);
      setDone(t('redeem.done', { voucher: String(saved.voucherNo), date: formatDate(String(saved.serviceDate)) }));
      setFound((rows) => rows?.map((r) => (r.id === saved.id ? saved : r)) ?? null);
      setChosen(saved);
      setRemarks('');
    } catch (err) {
      setError(formatError(err));
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 900 }}>
      <Typography variant="h6" component="h1">
        {t('redeem.title')}
      </Typography>
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          void search();
        }}
        sx={{ display: 'flex', gap: 1 }}
      >
        <TextField size="small" label={t('redeem.voucherNo')} value={number} onChange={(e) => setNumber(e.target.value)} autoFocus />
        <Button type="submit" variant="outlined" startIcon={<SearchIcon />}>
          {t('redeem.find')}
        </Button>
      </Box>
      <ErrorAlert message={error} onClose={() => setError(null)} />
      {done && (
        <Alert severity="success" onClose={() => setDone(null)}>
          {done}
        </Alert>
      )}
      {chosen && (
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '220px 1fr auto' }, alignItems: 'start' }}>
          <DatePickerField label={t('redeem.serviceDate')} value={serviceDate} onChange={setServiceDate} required />
          <TextField
            size="small"
            label={t('redeem.remarks')}
            value={remarks}
            onChange={(e) => setRemarks(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Button variant="contained" disabled={!redeemable(chosen, serviceDate)} onClick={() => setAsking(true)}>
            {t('redeem.redeem', { voucher: String(chosen.voucherNo) })}
          </Button>
        </Paper>
      )}
      {found && found.length === 0 && <Typography>{t('redeem.none')}</Typography>}
      {found && found.length > 0 && (
        <Paper variant="outlined">
          <Table size="small" aria-label={t('redeem.results')}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((f) => (
                  <TableCell key={f.name}>{fieldLabel(f, i18n.language)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {found.map((v) => (
                <TableRow key={v.id} hover selected={chosen?.id === v.id} onClick={() => setChosen(v)} sx={{ cursor: 'pointer' }}>
                  <TableCell>{String(v.voucherNo)}</TableCell>
                  <TableCell>{lookupLabel(clients.options, v.clientId)}</TableCell>
                  <TableCell>{v.amount === null ? '' : String(v.amount)}</TableCell>
                  <TableCell>{v.expiryDate ? formatDate(String(v.expiryDate)) : ''}</TableCell>
                  <TableCell>{v.serviceDate ? formatDate(String(v.serviceDate)) : ''}</TableCell>
                  <TableCell>
                    <StatusChip code={v.voucherStatus} lng={i18n.language} field={statusField} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      <ConfirmDialog
        open={asking}
        title={t('redeem.title')}
        message={t('redeem.confirm', { voucher: String(chosen?.voucherNo ?? ''), date: serviceDate ? formatDate(serviceDate) : '' })}
        onYes={() => void redeem()}
        onNo={() => setAsking(false)}
      />
    </Box>
  );
}
