/**
 * The day plan of the scheduling screen (issue 32): asked for, kept (its id in the address, so a
 * reload reads it again), applied in part or whole, with what was applied and refused here.
 */
import type { DayPlan, PlanApplyResult } from '@limo/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatError } from '../../../api/errors';
import { planKey } from '../../../app/shell/shortcutKeys';
import { applyPlan, createPlan, fetchPlan } from './planApi';
import type { PlanProgress } from './planModel';

/** The id of the plan panel's heading, which "P" focuses when a plan is shown. */
export const PLAN_HEADING_ID = 'day-plan-heading';
const PLAN_PARAM = 'plan';
const nothingDone = (): PlanProgress => ({ applied: new Set(), refused: new Map() });

export interface DayPlanState {
  /** The plan of the grid's date, or null. */
  plan: DayPlan | null;
  busy: 'planning' | 'applying' | null;
  progress: PlanProgress;
  /** What the last apply answered. */
  result: PlanApplyResult | null;
  selected: ReadonlySet<number>;
  toggle: (orderVehicleId: number) => void;
  run: () => Promise<void>;
  apply: (orderVehicleIds: number[]) => Promise<void>;
  discard: () => void;
}

interface Options {
  date: string;
  canWrite: boolean;
  /** Shows an error (or clears it with null) where the grid shows its own. */
  onError: (message: string | null) => void;
  /** After an apply: the grid reloads the day (the socket brings the rows too). */
  onApplied: () => void;
}

export function useDayPlan({ date, canWrite, onError, onApplied }: Options): DayPlanState {
  const [params, setParams] = useSearchParams();
  const [plan, setPlan] = useState<DayPlan | null>(null);
  const [busy, setBusy] = useState<DayPlanState['busy']>(null);
  const [progress, setProgress] = useState<PlanProgress>(nothingDone);
  const [result, setResult] = useState<PlanApplyResult | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const paramId = Number(params.get(PLAN_PARAM)) || null;

  const show = useCallback(
    (next: DayPlan | null) => {
      setPlan(next);
      setProgress(nothingDone());
      setResult(null);
      setSelected(new Set());
      setParams(
        (p) => {
          const q = new URLSearchParams(p);
          if (next) q.set(PLAN_PARAM, String(next.id));
          else q.delete(PLAN_PARAM);
          return q;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  // A plan named in the address (a reload, a link from another dispatcher) is read again.
  useEffect(() => {
    if (paramId === null || plan?.id === paramId) return;
    let current = true;
    fetchPlan(paramId).then(
      (p) => current && show(p),
      (err: unknown) => current && onError(formatError(err)),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paramId]);

  const run = useCallback(async () => {
    if (!canWrite || busy) return;
    onError(null);
    setBusy('planning');
    try {
      show(await createPlan({ date }));
    } catch (err) {
      onError(formatError(err));
    } finally {
      setBusy(null);
    }
  }, [canWrite, busy, date, onError, show]);

  const apply = useCallback(
    async (ids: number[]) => {
      if (!plan || !ids.length || busy) return;
      onError(null);
      setBusy('applying');
      try {
        const answer = await applyPlan(plan.id, ids);
        setProgress((p) => {
          const refused = new Map(p.refused);
          for (const id of answer.applied) refused.delete(id);
          for (const r of answer.refused) refused.set(r.orderVehicleId, { code: r.code, message: r.message });
          return { applied: new Set([...p.applied, ...answer.applied]), refused };
        });
        setResult(answer);
        setSelected((s) => new Set([...s].filter((id) => !ids.includes(id))));
        onApplied();
      } catch (err) {
        onError(formatError(err));
      } finally {
        setBusy(null);
      }
    },
    [plan, busy, onError, onApplied],
  );

  const toggle = useCallback((id: number) => setSelected((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : new Set([...s, id]))), []);
  const discard = useCallback(() => show(null), [show]);
  const shown = plan && plan.date === date ? plan : null;

  // "P": plan the day, or, with a plan shown, go to it.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!planKey(e)) return;
      if (shown) {
        e.preventDefault();
        document.getElementById(PLAN_HEADING_ID)?.focus();
      } else if (canWrite) {
        e.preventDefault();
        void run();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shown, canWrite, run]);

  return useMemo(
    () => ({ plan: shown, busy, progress, result, selected, toggle, run, apply, discard }),
    [shown, busy, progress, result, selected, toggle, run, apply, discard],
  );
}
