import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { KEYS, reseqRates } from './allowanceRateApi';
import { arrange, bySeq, move, moveTo, type RateRow, sameOrder } from './allowanceRateModel';

/**
 * The order of a version's rate rows while it is changed (Alt+Arrow or drag), kept as ids over the
 * saved rows so a reload keeps it; "Save order" sends every id in the order shown (reseqAllowanceRates).
 */
export function useRateOrder(versionId: number, rows: readonly RateRow[] | undefined) {
  const queryClient = useQueryClient();
  const saved = useMemo(() => bySeq(rows ?? []), [rows]);
  const [order, setOrder] = useState<number[] | null>(null);
  const shown = useMemo(() => arrange(saved, order), [saved, order]);
  const changed = order !== null && !sameOrder(shown, saved);

  const apply = (next: readonly RateRow[]) => {
    if (next !== shown) setOrder(next.map((r) => r.id));
    return next !== shown;
  };

  return {
    shown,
    changed,
    /** Moves the row one place; false when it cannot move. */
    step: (id: number, delta: -1 | 1) =>
      apply(
        move(
          shown,
          shown.findIndex((r) => r.id === id),
          delta,
        ),
      ),
    /** Puts the dragged row where the other one is. */
    drop: (id: number, overId: number) =>
      apply(
        moveTo(
          shown,
          shown.findIndex((r) => r.id === id),
          shown.findIndex((r) => r.id === overId),
        ),
      ),
    undo: () => setOrder(null),
    save: async () => {
      await reseqRates(
        versionId,
        shown.map((r) => r.id),
      );
      await queryClient.invalidateQueries({ queryKey: KEYS.rates(versionId) });
      setOrder(null);
    },
  };
}
