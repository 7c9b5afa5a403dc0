import { formatDateTime } from '@limo/domain/rules/display-date';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A record stamp as dialog headers show it: dd/mm/yyyy HH:mm on the operator clock (issue 30: one format everywhere). */
export const headerStamp = (v: unknown) => (typeof v === 'string' ? formatDateTime(v) : '');

interface Stamped {
  createBy?: unknown;
  createDt?: unknown;
  lastUpdateBy?: unknown;
  lastUpdateDt?: unknown;
}

/** "Created by … · Updated by …" under a dialog title. */
export function RecordStamp({ record }: { record: Stamped | null | undefined }) {
  const { t } = useTranslation();
  if (!record?.createBy && !record?.lastUpdateBy) return null;
  const parts: string[] = [];
  if (record.createBy) parts.push(t('common.createdBy', { by: String(record.createBy), at: headerStamp(record.createDt) }));
  if (record.lastUpdateBy) parts.push(t('common.updatedBy', { by: String(record.lastUpdateBy), at: headerStamp(record.lastUpdateDt) }));
  return (
    <Typography component="div" variant="caption" color="text.secondary">
      {parts.join(' · ')}
    </Typography>
  );
}
