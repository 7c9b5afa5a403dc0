import type { DayPlan, ScheduleRow } from '@limo/domain';
import { useTranslation } from 'react-i18next';
import { jobText } from './jobText';

const cell = { padding: '2px 6px', textAlign: 'right', borderBottom: '1px solid #e9ecef' } as const;
const head = { ...cell, textAlign: 'left', fontWeight: 600 } as const;

/** The plan's measures beside the greedy dispatcher's (issue 32): the planner must do at least as well. */
export function PlanMetrics({ plan }: { plan: DayPlan }) {
  const { t } = useTranslation();
  const m = plan.metrics;
  const lines: [string, number | string, number | string][] = [
    [t('plan.metric.jobs'), m.jobs, m.jobs],
    [t('plan.metric.assigned'), m.assigned, m.baseline.assigned],
    [t('plan.metric.unassigned'), m.unassigned, m.jobs - m.baseline.assigned],
    [t('plan.metric.deadhead'), m.deadheadMinutes, m.baseline.deadheadMinutes],
    [t('plan.metric.driversUsed'), m.driversUsed, '–'],
    [t('plan.metric.maxDriver'), m.maxDriverJobMinutes, '–'],
    [t('plan.metric.solve'), (m.solveMs / 1000).toFixed(1), '–'],
  ];
  return (
    <>
      <h3 style={{ font: '600 14px/1.4 system-ui, sans-serif', margin: '8px 0 4px' }}>{t('plan.metrics')}</h3>
      <table style={{ borderCollapse: 'collapse', font: '12px/1.4 system-ui, sans-serif', width: '100%' }} data-testid="plan-metrics">
        <thead>
          <tr>
            <th scope="col" style={head}>
              {t('plan.metric.measure')}
            </th>
            <th scope="col" style={{ ...head, textAlign: 'right' }}>
              {t('plan.metric.plan')}
            </th>
            <th scope="col" style={{ ...head, textAlign: 'right' }}>
              {t('plan.metric.greedy')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map(([name, mine, greedy]) => (
            <tr key={name}>
              <th scope="row" style={head}>
                {name}
              </th>
              <td style={cell}>{mine}</td>
              <td style={cell}>{greedy}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ font: '12px/1.4 system-ui, sans-serif', margin: '4px 0' }} data-testid="plan-baseline">
        {t('plan.baseline', { assigned: m.baseline.assigned, deadhead: m.baseline.deadheadMinutes })}
      </p>
    </>
  );
}

/** The jobs the plan leaves without a driver, each with its reasons in words. */
export function PlanUnassigned({ plan, rows }: { plan: DayPlan; rows: readonly ScheduleRow[] }) {
  const { t } = useTranslation();
  const byId = new Map(rows.map((r) => [r.orderVehicleId, r]));
  return (
    <>
      <h3 style={{ font: '600 14px/1.4 system-ui, sans-serif', margin: '8px 0 4px' }}>{t('plan.unassignedTitle', { count: plan.unassigned.length })}</h3>
      {plan.unassigned.length ? (
        <ul style={{ margin: 0, paddingLeft: 18, font: '12px/1.4 system-ui, sans-serif' }} data-testid="plan-unassigned">
          {plan.unassigned.map((u) => (
            <li key={u.orderVehicleId} data-ov-unassigned={u.orderVehicleId}>
              <span translate="no">{jobText(byId.get(u.orderVehicleId)) || t('plan.job', { id: u.orderVehicleId })}</span>
              {': '}
              {u.reasons.map((r) => t(`plan.reason.${r}`, { defaultValue: r })).join('; ')}
            </li>
          ))}
        </ul>
      ) : (
        <p style={{ font: '12px/1.4 system-ui, sans-serif', margin: 0 }}>{t('plan.noneUnassigned')}</p>
      )}
    </>
  );
}
