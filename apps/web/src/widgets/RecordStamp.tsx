import { formatDateTime } from '@limo/domain/rules/display-date';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { Trans } from 'react-i18next';

/** A record stamp as dialog headers show it: dd/mm/yyyy HH:mm on the operator clock (issue 30: one format everywhere). */
export const headerStamp = (v: unknown) => (typeof v === 'string' ? formatDateTime(v) : '');

interface Stamped {
  createBy?: unknown;
  createDt?: unknown;
  lastUpdateBy?: unknown;
  lastUpdateDt?: unknown;
}

/** "Created by … · Updated by …" under a dialog title; the user names are data (translate="no", as browsers leave them). */
export function RecordStamp({ record }: { record: Stamped | null | undefined }) {
  if (!record?.createBy && !record?.lastUpdateBy) return null;
  const parts: { key: 'common.createdBy' | 'common.updatedBy'; by: unknown; at: unknown }[] = [];
  if (record.createBy) parts.push({ key: 'common.createdBy', by: record.createBy, at: record.createDt });
  if (record.lastUpdateBy) parts.push({ key: 'common.updatedBy', by: record.lastUpdateBy, at: record.lastUpdateDt });
  return (
    <Typography component="div" variant="caption" color="text.secondary">
      {parts.map((p, i) => (
        <Fragment key={p.key}>
          {i > 0 && ' · '}
          <Trans i18nKey={p.key} values={{ by: String(p.by), at: headerStamp(p.at) }} components={{ name: <span translate="no" /> }} />
        </Fragment>
      ))}
    </Typography>
  );
}
