import { formatStamp } from '@limo/domain/rules/operator-time';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The header format of spec section 9: YYYY-MM-DD HH:mm, in the operator's time zone. */
export const headerStamp = (v: unknown) => (typeof v === 'string' ? formatStamp(v) : '');

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
