import { normalizeMoney, type PricingResult } from '@limo/domain';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, formatError } from '../../api/errors';
import { priceOrder, pricingBody } from '../pricing/usePricing';
import { calculatorOf, type OrderForm, priceable, type VehicleRow } from './orderModel';

export interface RowPrice {
  result: PricingResult | null;
  problems: string[];
  pending: boolean;
  /** The price saved with the order, shown while the row's trip is as it was saved (docs/ordering.md: frozen). */
  saved?: boolean;
}

/** `value` once it has stayed the same for `ms` (typing does not call the server on every key). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const problemsOf = (err: unknown) => (err instanceof ApiError && err.errors.length ? err.errors : formatError(err).split('\n').filter(Boolean));

/** getOrderTariff of every row that holds a trip, by the same body the price calculator sends. */
export function useRowPrices(form: OrderForm): RowPrice[] {
  const all = form.vehicles.map((v) => (priceable(v, form.clientId) ? JSON.stringify(pricingBody(calculatorOf(v, form.clientId))) : null));
  // A saved row whose trip is unchanged keeps its saved price: today's rate card is not asked.
  const frozen = form.vehicles.map((v, i) => v.saved !== null && v.saved.body === all[i]);
  const bodies = all.map((b, i) => (frozen[i] ? null : b));
  const settled = useDebounced(bodies.join('\n'));
  const sent = settled.split('\n');
  const queries = useQueries({
    queries: bodies.map((b, i) => {
      const body = sent[i] && sent[i] !== 'null' ? sent[i] : null;
      return {
        queryKey: ['orderForm', 'tariff', body],
        queryFn: () => priceOrder(JSON.parse(body ?? '{}') as Record<string, unknown>),
        enabled: body !== null && b !== null,
        retry: false,
        staleTime: 60_000,
      };
    }),
  });
  return queries.map((q, i) => {
    const saved = form.vehicles[i].saved;
    if (frozen[i] && saved) return { result: savedResult(saved.lines, saved.total), problems: [], pending: false, saved: true };
    return {
      result: bodies[i] !== null ? (q.data ?? null) : null,
      problems: bodies[i] !== null && q.error ? problemsOf(q.error) : [],
      pending: bodies[i] !== null && (q.isFetching || bodies[i] !== sent[i]),
    };
  });
}

/** The saved lines as a price to show (the saved order does not keep which rate made them). */
const savedResult = (lines: PricingResult['lines'], total: string): PricingResult => ({
  tariffId: 0,
  tariffCode: '',
  rateSource: 'CLASS',
  rateId: 0,
  lines,
  total,
});

/** What a row costs: the manual fare when typed, else the engine's total, else what was saved. */
export function rowTotal(v: VehicleRow, price: RowPrice | undefined): string | null {
  const manual = v.manualFareAmt.trim() ? normalizeMoney(v.manualFareAmt) : undefined;
  if (manual) return manual;
  if (price?.result) return price.result.total;
  // A changed trip being priced again, or refused, has no total yet: never the old one.
  return price && (price.pending || price.problems.length) ? null : v.fareAmt;
}
