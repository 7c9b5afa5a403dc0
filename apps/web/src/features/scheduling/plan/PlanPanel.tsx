import Button from '@mui/material/Button';
import type { PlanApplyResult, ScheduleRow } from '@limo/domain';
import { useTranslation } from 'react-i18next';
import { PlanAssignments } from './PlanAssignments';
import { PlanMetrics, PlanUnassigned } from './PlanMetrics';
import { jobText } from './jobText';
import { byDriver, type OpenProposal } from './planModel';
import { type DayPlanState, PLAN_HEADING_ID } from './usePlan';

interface Props {
  state: DayPlanState;
  proposals: OpenProposal[];
  rows: readonly ScheduleRow[];
  driverShort: (id: number) => string;
  driverLong: (id: number) => string;
}

const TEXT = { font: '12px/1.4 system-ui, sans-serif' } as const;

/** What the last apply did: how many applied, and each refused job with the server's words and code. */
function ApplyResult({ result, rows }: { result: PlanApplyResult; rows: readonly ScheduleRow[] }) {
  const { t } = useTranslation();
  const byId = new Map(rows.map((r) => [r.orderVehicleId, r]));
  return (
    <div data-testid="plan-result" style={{ border: '1px solid #ced4da', borderRadius: 4, padding: '4px 8px', margin: '6px 0' }}>
      <h3 style={{ font: '600 14px/1.4 system-ui, sans-serif', margin: 0 }}>{t('plan.resultTitle')}</h3>
      <p style={{ ...TEXT, margin: 0 }}>{t('plan.applied', { count: result.applied.length })}</p>
      {result.refused.length ? (
        <>
          <h4 style={{ ...TEXT, fontWeight: 600, margin: '4px 0 0' }}>{t('plan.refusedTitle', { count: result.refused.length })}</h4>
          <ul style={{ ...TEXT, margin: 0, paddingLeft: 18 }}>
            {result.refused.map((r) => (
              <li key={r.orderVehicleId} data-refused-ov={r.orderVehicleId} data-code={r.code}>
                <span translate="no">{jobText(byId.get(r.orderVehicleId)) || t('plan.job', { id: r.orderVehicleId })}</span>
                {': '}
                {r.message} (<code translate="no">{r.code}</code>)
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/**
 * The day plan beside the grid (issue 32): a region with its heading, the actions, the last apply's
 * result, the measures against the greedy dispatcher, the jobs left unassigned and the proposals by driver.
 */
export function PlanPanel({ state, proposals, rows, driverShort, driverLong }: Props) {
  const { t } = useTranslation();
  const { plan, busy, result } = state;
  if (!plan) return null;
  const groups = byDriver(proposals, driverShort);
  const all = proposals.map((p) => p.assignment.orderVehicleId);
  // Ticked jobs applied meanwhile (here or by someone else) are no longer sent.
  const selected = new Set(all.filter((id) => state.selected.has(id)));
  const accept = (ids: number[]) => void state.apply(ids);
  return (
    <section
      aria-labelledby={PLAN_HEADING_ID}
      data-testid="day-plan"
      aria-busy={busy === 'applying'}
      style={{ flex: '0 0 380px', width: 380, overflow: 'auto', border: '1px solid #ced4da', background: '#fff', padding: 8 }}
    >
      <h2 id={PLAN_HEADING_ID} tabIndex={-1} style={{ font: '600 16px/1.4 system-ui, sans-serif', margin: '0 0 6px' }}>
        {t('plan.title')}
      </h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        <Button size="small" variant="contained" disabled={!!busy || !all.length} onClick={() => accept(all)}>
          {t('plan.acceptAll')}
        </Button>
        <Button size="small" variant="outlined" disabled={!!busy || !selected.size} onClick={() => accept([...selected])}>
          {t('plan.acceptSelected', { count: selected.size })}
        </Button>
        <Button size="small" disabled={!!busy} onClick={state.discard}>
          {t('plan.discard')}
        </Button>
      </div>
      {/* One live region, always there, so the apply and its outcome are read out as they come. */}
      <div role="status" style={TEXT}>
        {busy === 'applying' ? t('plan.applying') : result ? <ApplyResult result={result} rows={rows} /> : null}
      </div>
      <PlanMetrics plan={plan} />
      <PlanUnassigned plan={plan} rows={rows} />
      <PlanAssignments
        groups={groups}
        driverShort={driverShort}
        driverLong={driverLong}
        selected={selected}
        disabled={!!busy}
        onToggle={state.toggle}
        onAccept={accept}
      />
    </section>
  );
}
