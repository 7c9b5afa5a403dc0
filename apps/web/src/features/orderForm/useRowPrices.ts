import type { PricingResult } from '@limo/domain';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, formatError } from '../../api/errors';
import { priceOrder, pricingBody } from '../pricing/usePricing';
import { calculatorOf, type OrderForm, priceable, type VehicleRow } from './orderModel';

export interface RowPrice {
  result: PricingResult | null;
  problems: string[];
  pending: boolean;
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
  const bodies = form.vehicles.map((v) => (priceable(v, form.clientId) ? JSON.stringify(pricingBody(calculatorOf(v, form.clientId))) : null));
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
  return queries.map((q, i) => ({
    result: bodies[i] !== null ? (q.data ?? null) : null,
    problems: bodies[i] !== null && q.error ? problemsOf(q.error) : [],
    pending: bodies[i] !== null && (q.isFetching || bodies[i] !== sent[i]),
  }));
}

/** What a row costs: the manual fare when typed, else the engine's total, else what was saved. */
export function rowTotal(v: VehicleRow, price: RowPrice | undefined): string | null {
  if (v.manualFareAmt.trim() && Number.isFinite(Number(v.manualFareAmt))) return Number(v.manualFareAmt).toFixed(2);
  return price?.result?.total ?? v.fareAmt;
}
