import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FieldDef, RESOURCES } from '@limo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HalRecord } from '../../api/hal';
import { fieldLabel } from '../../resources/labels';
import { deleteRecord, KEYS, type OtherGroup, upsertNature, upsertOtherGroup } from './allowanceRateApi';
import { type ExtraCell, UpsertDialog } from './UpsertDialog';

const groupDef = RESOURCES.allowanceOtherGroups;
const natureDef = RESOURCES.allowanceOtherGroupNatures;
const signField = groupDef.fields.find((f) => f.name === 'sign') as FieldDef;

/** Both lists reload after a change: a group shows its natures' codes. */
function useRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: KEYS.groups });
    await queryClient.invalidateQueries({ queryKey: KEYS.natures });
    await queryClient.invalidateQueries({ queryKey: ['lookup'] });
  };
}

/** The sign as words: an allowance (1) adds to the month, a deduction (-1) takes off. */
export function SignSelect({ value, onChange, error, disabled }: ExtraCell) {
  const { t, i18n } = useTranslation();
  return (
    <TextField
      select
      fullWidth
      required
      label={fieldLabel(signField, i18n.language)}
      value={value === '' || value === null || value === undefined ? '' : String(value)}
      onChange={(e) => onChange(Number(e.target.value))}
      error={Boolean(error)}
      helperText={error}
      disabled={disabled}
    >
      <MenuItem value="1">{t('allowanceRate.sign.1')}</MenuItem>
      <MenuItem value="-1">{t('allowanceRate.sign.-1')}</MenuItem>
    </TextField>
  );
}

/** The natures linked to a group, several chosen in one list. */
function NaturesSelect({ value, onChange, error, disabled, natures }: ExtraCell & { natures: HalRecord[] }) {
  const { t } = useTranslation();
  const chosen = Array.isArray(value) ? (value as number[]) : [];
  const code = (id: number) => String(natures.find((n) => n.id === id)?.natureCode ?? id);
  return (
    <TextField
      select
      fullWidth
      label={t('allowanceRate.natures')}
      value={chosen.map(String)}
      onChange={(e) => {
        const v = e.target.value as unknown as string[] | string;
        onChange((Array.isArray(v) ? v : v.split(',')).filter(Boolean).map(Number));
      }}
      error={Boolean(error)}
      helperText={error ?? t('allowanceRate.naturesHint')}
      disabled={disabled}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {(selected as string[]).map((id) => (
                <Chip key={id} size="small" label={code(Number(id))} />
              ))}
            </Box>
          ),
        },
      }}
    >
      {natures.map((n) => (
        <MenuItem key={n.id} value={String(n.id)}>
          {`${String(n.natureCode)} · ${String(n.descEng ?? '')}`}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface GroupProps {
  group: OtherGroup | null;
  natures: HalRecord[];
  canWrite: boolean;
  onClose: () => void;
}

/** A group of other items with its sign and linked natures, saved in one call (upsertAllowanceOtherGroup). */
export function OtherGroupDialog({ group, natures, canWrite, onClose }: GroupProps) {
  const refresh = useRefresh();
  return (
    <UpsertDialog
      def={groupDef}
      record={group}
      canWrite={canWrite}
      render={{ sign: (cell) => <SignSelect {...cell} /> }}
      extras={[{ name: 'natureIds', initial: group?.natureIds ?? [], render: (cell) => <NaturesSelect {...cell} natures={natures} /> }]}
      onSave={async (body) => {
        await upsertOtherGroup(body);
        await refresh();
      }}
      onDelete={
        group
          ? async () => {
              await deleteRecord('allowanceOtherGroups', group.id);
              await refresh();
            }
          : undefined
      }
      onClose={onClose}
    />
  );
}

/** A nature (meal, permit, fine...) with its default amount, saved with upsertAllowanceOtherGroupNature. */
export function NatureDialog({ nature, canWrite, onClose }: { nature: HalRecord | null; canWrite: boolean; onClose: () => void }) {
  const refresh = useRefresh();
  return (
    <UpsertDialog
      def={natureDef}
      record={nature}
      canWrite={canWrite}
      onSave={async (body) => {
        await upsertNature(body);
        await refresh();
      }}
      onDelete={
        nature
          ? async () => {
              await deleteRecord('allowanceOtherGroupNatures', nature.id);
              await refresh();
            }
          : undefined
      }
      onClose={onClose}
    />
  );
}
