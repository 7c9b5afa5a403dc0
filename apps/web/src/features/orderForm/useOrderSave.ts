import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OVER_CAPACITY, type CapacityShortfall } from '@limo/domain/rules/order/capacity';
import { ApiError, formatError } from '../../api/errors';
import { newRequestId } from '../../api/requestId';
import { fieldErrorProblems } from './fieldProblems';
import { createOrder, updateOrder } from './orderApi';
import { tooLongFields } from './orderLimits';
import { type OrderForm, type OrderWire, problemsByField } from './orderModel';
import { formFromWire, orderBody } from './orderWire';

export interface SaveState {
  saving: boolean;
  /** The 400's messages by field, and all of them as a list. */
  fieldProblems: Record<string, string>;
  problems: string[];
  /** Someone else saved the order since it was read (a 412). */
  conflict: boolean;
  error: string | null;
  /** An update went through (a create shows its own note on the order's page). */
  saved: boolean;
  /** The vehicles refused as over their type's capacity (409 OVER_CAPACITY): an override reason is asked. */
  capacity: CapacityShortfall[];
}

const idle: SaveState = { saving: false, fieldProblems: {}, problems: [], conflict: false, error: null, saved: false, capacity: [] };

/**
 * Saving the form: createOrder with one Idempotency-Key per form (a double click or a retry makes
 * one order, then the screen goes to /order/ordering3/{id}), updateOrder with the version read.
 */
export function useOrderSave(form: OrderForm, setForm: (f: OrderForm) => void, onSaved?: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [idempotencyKey] = useState(newRequestId);
  const [state, setState] = useState<SaveState>(idle);
  const inFlight = useRef(false);

  const save = async (override?: Partial<OrderForm>): Promise<OrderWire | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    const sent = { ...form, ...override };
    // Too long is refused here as the server would, and nothing is sent: the typed text stays for the user to shorten.
    const tooLong = tooLongFields(sent);
    if (tooLong.length) {
      // The fields mark themselves as the text changes (LimitedTextField); the list names them all.
      setState({ ...idle, problems: tooLong.map((x) => `${x.field}: ${t('common.tooLong', { max: x.max, count: x.count })}`) });
      inFlight.current = false;
      return null;
    }
    setState({ ...idle, saving: true });
    try {
      const body = orderBody(sent);
      if (sent.id === null) {
        const order = await createOrder(body, idempotencyKey);
        queryClient.setQueryData(['orderForm', 'order', order.id], order);
        onSaved?.();
        void navigate(`/order/ordering3/${order.id}`, { state: { created: order.orderRefId } });
        setState(idle);
        return order;
      }
      const order = await updateOrder(sent.id, body, sent.version ?? 0);
      queryClient.setQueryData(['orderForm', 'order', order.id], order);
      void queryClient.invalidateQueries({ queryKey: ['orderForm', 'history', order.id] });
      onSaved?.();
      setForm(formFromWire(order));
      setState({ ...idle, saved: true });
      return order;
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.fieldErrors.length) {
        // Coded problems are worded here in the reader's language; the server's English stays for programs.
        const { byField, lines } = fieldErrorProblems(err.fieldErrors, t);
        setState({ ...idle, fieldProblems: byField, problems: lines });
      } else if (err instanceof ApiError && err.status === 400 && err.errors.length) {
        setState({ ...idle, fieldProblems: problemsByField(err.errors), problems: err.errors });
      } else if (err instanceof ApiError && err.status === 409 && (err.body as { code?: unknown }).code === OVER_CAPACITY) {
        setState({ ...idle, capacity: (err.body as { shortfalls?: CapacityShortfall[] }).shortfalls ?? [] });
      } else if (err instanceof ApiError && err.status === 412) {
        setState({ ...idle, conflict: true });
      } else {
        setState({ ...idle, error: formatError(err) });
      }
      return null;
    } finally {
      inFlight.current = false;
    }
  };

  return { save, state, clear: () => setState(idle) };
}

/** Ctrl+S (or Cmd+S) runs `onSave` instead of the browser's "save page"; the cursor then goes back where it was. */
export function useCtrlS(onSave: () => unknown) {
  const latest = useRef(onSave);
  latest.current = onSave;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 's') {
        e.preventDefault();
        // A field's typed text is read on leaving it (dates): blur first so the save sees it.
        const field = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        field?.blur();
        setTimeout(() => {
          void Promise.resolve(latest.current()).finally(() => {
            // A keyboard user keeps their place (a new order opens its own page: the field is gone).
            if (field?.isConnected) field.focus();
          });
        }, 0);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
