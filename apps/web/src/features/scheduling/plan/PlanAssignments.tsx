import Button from '@mui/material/Button';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { jobText } from './jobText';
import type { OpenProposal } from './planModel';

interface Props {
  groups: { driverId: number; jobs: OpenProposal[] }[];
  driverShort: (id: number) => string;
  driverLong: (id: number) => string;
  selected: ReadonlySet<number>;
  disabled: boolean;
  onToggle: (orderVehicleId: number) => void;
  onAccept: (orderVehicleIds: number[]) => void;
}

const TEXT = { font: '12px/1.4 system-ui, sans-serif' } as const;
const JOB_BOX = 'input[data-plan-job]';

/**
 * The proposals by driver, a box per job (issue 32). The keyboard: Tab or the arrow keys move
 * through the jobs, Space ticks one, Enter accepts the ticked jobs (or, none ticked, the one it is on).
 */
export function PlanAssignments({ groups, driverShort, driverLong, selected, disabled, onToggle, onAccept }: Props) {
  const { t } = useTranslation();
  const count = groups.reduce((n, g) => n + g.jobs.length, 0);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (!target.matches(JOB_BOX)) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      const boxes = [...e.currentTarget.querySelectorAll<HTMLInputElement>(JOB_BOX)];
      const next = boxes[boxes.indexOf(target as HTMLInputElement) + (e.key === 'ArrowDown' ? 1 : -1)];
      e.preventDefault();
      next?.focus();
    } else if (e.key === 'Enter') {
      e.preventDefault();
      onAccept(selected.size ? [...selected] : [Number(target.dataset.planJob)]);
    }
  };
  return (
    <>
      <h3 style={{ font: '600 14px/1.4 system-ui, sans-serif', margin: '8px 0 4px' }}>{t('plan.assignmentsTitle', { count })}</h3>
      {count ? (
        <p style={{ ...TEXT, margin: '0 0 4px', color: '#495057' }}>{`${t('plan.listHelp')} ${t('plan.ghostHelp')}`}</p>
      ) : (
        <p style={{ ...TEXT, margin: 0 }}>{t('plan.noAssignments')}</p>
      )}
      <div onKeyDown={onKeyDown} data-testid="plan-assignments">
        {groups.map((g) => (
          <section key={g.driverId} aria-labelledby={`plan-driver-${g.driverId}`} data-plan-driver={g.driverId} style={{ marginBottom: 6 }}>
            <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
              <h4 id={`plan-driver-${g.driverId}`} style={{ ...TEXT, fontWeight: 600, margin: 0, flex: 1 }}>
                <span translate="no">{driverLong(g.driverId)}</span> ({t('plan.jobCount', { count: g.jobs.length })})
              </h4>
              <Button
                size="small"
                disabled={disabled}
                onClick={() => onAccept(g.jobs.map((j) => j.assignment.orderVehicleId))}
                sx={{ py: 0, fontSize: 12, textTransform: 'none' }}
              >
                {t('plan.acceptDriver', { driver: driverShort(g.driverId) })}
              </Button>
            </div>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {g.jobs.map(({ assignment: a, row, refused }) => (
                <li key={a.orderVehicleId} data-plan-row={a.orderVehicleId} data-refused={refused?.code}>
                  <label style={{ ...TEXT, display: 'flex', gap: 4, alignItems: 'baseline' }}>
                    <input
                      type="checkbox"
                      data-plan-job={a.orderVehicleId}
                      checked={selected.has(a.orderVehicleId)}
                      onChange={() => onToggle(a.orderVehicleId)}
                    />
                    <span translate="no">{jobText(row) || t('plan.job', { id: a.orderVehicleId })}</span>
                    <span style={{ color: '#495057' }}>{t('plan.deadhead', { minutes: a.deadheadMinutes })}</span>
                    {refused ? (
                      <span style={{ color: '#842029', fontWeight: 600 }}>
                        {t('plan.refusedMark')}: {refused.message}
                      </span>
                    ) : null}
                  </label>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
