/**
 * "Plan the day" on the scheduling grid (issue 32), as one piece for the screen: the toolbar's
 * button, the lanes with the plan's ghost bars, the plan panel, and the confirmation a ghost bar asks.
 */
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ScheduleRow } from '@limo/domain';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schedulingPlanEn, schedulingPlanZhHK } from '@limo/domain/i18n/schedulingPlan';
import { registerTexts } from '../../../i18n';
import { ConfirmDialog } from '../../../widgets/ConfirmDialog';
import { VISUALLY_HIDDEN } from '../../../widgets/visuallyHidden';
import type { GridMode, Lane } from '../gridModel';
import type { ScheduleDay } from '../schedulingApi';
import { PlanPanel } from './PlanPanel';
import { driverNames, openProposals, type PlannedLane, withGhosts } from './planModel';
import { useDayPlan } from './usePlan';

// The plan's texts load with the grid's screen (i18n/index.ts).
registerTexts(schedulingPlanEn, schedulingPlanZhHK);

interface Options {
  date: string;
  day: ScheduleDay | undefined;
  rows: readonly ScheduleRow[];
  lanes: Lane[];
  mode: GridMode;
  canWrite: boolean;
  setError: (message: string | null) => void;
  /** Reloads the grid's day after an apply. */
  reload: () => void;
}

export function usePlanOnGrid({ date, day, rows, lanes, mode, canWrite, setError, reload }: Options) {
  const { t, i18n } = useTranslation();
  const state = useDayPlan({ date, canWrite, onError: setError, onApplied: reload });
  const { plan, progress, busy } = state;
  const [asking, setAsking] = useState<number | null>(null);
  const drivers = day?.drivers;
  const names = useMemo(() => driverNames(drivers ?? [], i18n.language === 'zh-HK'), [drivers, i18n.language]);
  const proposals = useMemo(() => (plan ? openProposals(plan, rows, progress) : []), [plan, rows, progress]);
  const refOf = useCallback((row: ScheduleRow | undefined, id: number) => row?.orderRefId ?? t('plan.job', { id }), [t]);
  const planned: PlannedLane[] = useMemo(
    () => (proposals.length ? withGhosts(lanes, date, proposals, mode, { ref: (p) => refOf(p.row, p.assignment.orderVehicleId), driver: names.short }) : lanes),
    [lanes, date, proposals, mode, refOf, names],
  );
  const asked = proposals.find((p) => p.assignment.orderVehicleId === asking);

  const button = canWrite ? (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-busy={busy === 'planning'}
        startIcon={busy === 'planning' ? <CircularProgress size={14} aria-hidden /> : undefined}
        onClick={() => void state.run()}
        data-testid="plan-day"
      >
        {busy === 'planning' ? t('plan.planning') : t('plan.button')}
      </Button>
      {/* The button's new words are not read out by themselves: the solve takes seconds. */}
      <span role="status" style={VISUALLY_HIDDEN}>
        {busy === 'planning' ? t('plan.planning') : ''}
      </span>
    </>
  ) : null;

  const panel = plan ? <PlanPanel state={state} proposals={proposals} rows={rows} driverShort={names.short} driverLong={names.long} /> : null;

  const dialog = (
    <ConfirmDialog
      open={!!asked}
      message={asked ? t('plan.ghostConfirm', { ref: refOf(asked.row, asked.assignment.orderVehicleId), driver: names.short(asked.assignment.driverId) }) : ''}
      onNo={() => setAsking(null)}
      onYes={() => {
        setAsking(null);
        if (asked) void state.apply([asked.assignment.orderVehicleId]);
      }}
    />
  );

  return { lanes: planned, button, panel, dialog, onGhost: canWrite ? setAsking : undefined, busy };
}
