import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type FieldDef, RESOURCES, type ResourceDef } from '@limo/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import type { HalRecord } from '../../api/hal';
import { fieldLabel, labelText } from '../../resources/labels';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { LoadingOverlay } from '../../widgets/LoadingOverlay';
import { getNatures, getOtherGroups, KEYS, type OtherGroup } from './allowanceRateApi';
import { moneyText } from './allowanceRateModel';
import { NatureDialog, OtherGroupDialog } from './OtherGroupDialogs';

const groupDef = RESOURCES.allowanceOtherGroups;
const natureDef = RESOURCES.allowanceOtherGroupNatures;
const label = (def: ResourceDef, name: string, lng: string) => fieldLabel(def.fields.find((f) => f.name === name) as FieldDef, lng);

interface ListProps<T extends HalRecord> {
  title: string;
  headers: { text: string; right?: boolean }[];
  rows: T[];
  cells: (row: T) => ReactNode[];
  loading: boolean;
  canWrite: boolean;
  onOpen: (row: T | null) => void;
}

/** A titled list whose rows open with a click or Enter, and a New button. */
function ClickList<T extends HalRecord>({ title, headers, rows, cells, loading, canWrite, onOpen }: ListProps<T>) {
  const { t } = useTranslation();
  return (
    <Box sx={{ flex: 1, minWidth: 320 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {canWrite && (
          <Button startIcon={<AddIcon />} onClick={() => onOpen(null)} aria-label={`${t('common.new')} (${title})`}>
            {t('common.new')}
          </Button>
        )}
      </Box>
      <TableContainer sx={{ position: 'relative', bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {headers.map((h) => (
                <TableCell key={h.text} align={h.right ? 'right' : 'left'}>
                  {h.text}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow
                key={row.id}
                hover
                tabIndex={0}
                onClick={() => onOpen(row)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && e.target === e.currentTarget) onOpen(row);
                }}
                sx={{ cursor: 'pointer', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}
              >
                {cells(row).map((c, i) => (
                  <TableCell key={headers[i].text} align={headers[i].right ? 'right' : 'left'}>
                    {c}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {!loading && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={headers.length}>{t('common.noRows')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        <LoadingOverlay open={loading} />
      </TableContainer>
    </Box>
  );
}

/** The groups of other items (allowances and deductions) with their natures, and the natures. */
export function OtherGroupsTab({ canWrite }: { canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const groups = useQuery({ queryKey: KEYS.groups, queryFn: getOtherGroups });
  const natures = useQuery({ queryKey: KEYS.natures, queryFn: getNatures });
  const [group, setGroup] = useState<{ row: OtherGroup | null } | null>(null);
  const [nature, setNature] = useState<{ row: HalRecord | null } | null>(null);
  const natureList = natures.data ?? [];
  const code = (id: number) => String(natureList.find((n) => n.id === id)?.natureCode ?? id);
  const failed = groups.error ?? natures.error;

  return (
    <Box>
      <ErrorAlert message={failed ? formatError(failed) : null} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <ClickList
          title={labelText(groupDef.label, lng)}
          headers={[
            { text: label(groupDef, 'groupCode', lng) },
            { text: label(groupDef, 'descEng', lng) },
            { text: label(groupDef, 'descChi', lng) },
            { text: t('allowanceRate.kind') },
            { text: t('allowanceRate.natures') },
          ]}
          rows={groups.data ?? []}
          cells={(g) => [
            String(g.groupCode ?? ''),
            String(g.descEng ?? ''),
            String(g.descChi ?? ''),
            <Chip
              key="sign"
              size="small"
              variant="outlined"
              color={Number(g.sign) < 0 ? 'warning' : 'success'}
              label={t(`allowanceRate.sign.${Number(g.sign) < 0 ? -1 : 1}`)}
            />,
            <Box key="natures" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {g.natureIds.map((id) => (
                <Chip key={id} size="small" label={code(id)} />
              ))}
            </Box>,
          ]}
          loading={groups.isFetching}
          canWrite={canWrite}
          onOpen={(row) => setGroup({ row })}
        />
        <ClickList
          title={labelText(natureDef.label, lng)}
          headers={[
            { text: label(natureDef, 'natureCode', lng) },
            { text: label(natureDef, 'descEng', lng) },
            { text: label(natureDef, 'descChi', lng) },
            { text: label(natureDef, 'defaultAmount', lng), right: true },
          ]}
          rows={natureList}
          cells={(n) => [String(n.natureCode ?? ''), String(n.descEng ?? ''), String(n.descChi ?? ''), moneyText(n.defaultAmount)]}
          loading={natures.isFetching}
          canWrite={canWrite}
          onOpen={(row) => setNature({ row })}
        />
      </Box>
      {group && <OtherGroupDialog group={group.row} natures={natureList} canWrite={canWrite} onClose={() => setGroup(null)} />}
      {nature && <NatureDialog nature={nature.row} canWrite={canWrite} onClose={() => setNature(null)} />}
    </Box>
  );
}
