import LockIcon from '@mui/icons-material/Lock';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@limo/domain';
import { useTranslation } from 'react-i18next';
import { lookupLabel, useBranchCodes } from '../../resources/lookups';
import type { AllowanceHeader } from './allowanceApi';
import { formatMoney } from './hrFormat';

/** The period's heading: dates, branch, drivers, total, and whether the month is closed. */
export function AllowanceHeaderLine({ header }: { header: AllowanceHeader }) {
  const { t } = useTranslation();
  const branches = useBranchCodes(true);
  const item = (label: string, value: string, testId?: string) => (
    <Typography variant="body1" component="span" data-testid={testId}>
      <Typography component="span" color="text.secondary" sx={{ mr: 0.5 }}>
        {label}:
      </Typography>
      {value}
    </Typography>
  );
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', my: 1 }} data-testid="allowance-header">
      {item(t('driverAllowance.period'), `${formatDate(header.dateFrom)} – ${formatDate(header.dateTo)}`)}
      {item(t('driverAllowance.branch'), lookupLabel(branches, header.branchId))}
      {item(t('driverAllowance.drivers'), String(header.drivers))}
      {item(t('driverAllowance.total'), formatMoney(header.total), 'allowance-total')}
      {header.closed && <Chip icon={<LockIcon />} color="secondary" size="small" label={t('driverAllowance.closed')} />}
    </Stack>
  );
}
