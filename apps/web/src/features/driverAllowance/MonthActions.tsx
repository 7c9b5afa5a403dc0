import DownloadIcon from '@mui/icons-material/Download';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { type AllowanceFilter, closeMonth, type ExportCall, exportAllowance, reopenMonth } from './allowanceApi';
import { wholeMonth } from './hrFormat';

interface Props {
  filter: AllowanceFilter;
  closed: boolean;
  /** The call behind the tab shown: its .xlsx is exported. */
  exportCall: ExportCall;
  canReopen: boolean;
  onOthers: () => void;
  onPrint: () => void;
  /** A close or reopen went through: the figures reload. */
  onChanged: (message: string) => void;
  onError: (message: string) => void;
}

/** Other items, print, Excel, close and reopen; close and reopen ask first. */
export function MonthActions({ filter, closed, exportCall, canReopen, onOthers, onPrint, onChanged, onError }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'export' | 'close' | 'reopen' | null>(null);
  const [asking, setAsking] = useState<'close' | 'reopen' | null>(null);
  const month = wholeMonth(filter);

  const run = async (what: 'export' | 'close' | 'reopen') => {
    setAsking(null);
    setBusy(what);
    try {
      if (what === 'export') await exportAllowance(exportCall, filter);
      else if (what === 'close' && month) {
        const res = await closeMonth(month);
        onChanged(t('driverAllowance.closedDone', { month, drivers: res.drivers }));
      } else if (what === 'reopen' && month) {
        const res = await reopenMonth(month);
        onChanged(t('driverAllowance.reopenedDone', { month, drivers: res.reopened }));
      }
    } catch (err) {
      onError(formatError(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} className="no-print">
      <Button variant="outlined" startIcon={<PlaylistAddIcon />} onClick={onOthers}>
        {t('driverAllowance.otherItems')}
      </Button>
      <Button variant="outlined" startIcon={<PrintIcon />} onClick={onPrint}>
        {t('driverAllowance.print')}
      </Button>
      <Button variant="outlined" startIcon={<DownloadIcon />} disabled={busy !== null} onClick={() => void run('export')}>
        {busy === 'export' ? t('driverAllowance.exporting') : t('driverAllowance.exportXlsx')}
      </Button>
      {!closed && (
        <Tooltip title={month ? '' : t('driverAllowance.wholeMonthOnly')}>
          {/* A disabled button takes no pointer events: the span carries the tooltip. */}
          <span>
            <Button variant="contained" color="secondary" startIcon={<LockIcon />} disabled={!month || busy !== null} onClick={() => setAsking('close')}>
              {t('driverAllowance.closeMonth')}
            </Button>
          </span>
        </Tooltip>
      )}
      {closed && canReopen && month && (
        <Button variant="outlined" color="warning" startIcon={<LockOpenIcon />} disabled={busy !== null} onClick={() => setAsking('reopen')}>
          {t('driverAllowance.reopenMonth')}
        </Button>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t(asking === 'reopen' ? 'driverAllowance.reopenMonth' : 'driverAllowance.closeMonth')}
        message={t(asking === 'reopen' ? 'driverAllowance.confirmReopen' : 'driverAllowance.confirmClose', { month })}
        onYes={() => asking && void run(asking)}
        onNo={() => setAsking(null)}
      />
    </Stack>
  );
}
