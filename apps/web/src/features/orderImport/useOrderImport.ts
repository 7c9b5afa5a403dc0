/** The import dialog's state and steps: read the sheet, map its columns, check (dry run), fix, create. */
import { guessMapping, type OrderImportMapping, type OrderSheetField, parseOrderSheet, type Sheet, type SheetLookups } from '@limo/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { newRequestId } from '../../api/requestId';
import { useSession } from '../../app/session/SessionContext';
import { type BatchRow, getMapping, loadLookups, runBatch, saveMapping } from './importApi';
import { type Checked, checkedOf, editCell, preview } from './importModel';
import { readSheetFile } from './readSheet';
import { SheetReadError } from './sheetError';

export type Step = 'file' | 'columns' | 'preview' | 'done';
const NO_LOOKUPS: SheetLookups = { locations: [], vehicleTypes: [] };

export function useOrderImport() {
  const { t } = useTranslation();
  const rights = useSession().user?.rights ?? [];
  const lookups = useQuery({ queryKey: ['orderImport', 'lookups', rights.join()], queryFn: () => loadLookups(rights), retry: false, staleTime: 60_000 });
  const [step, setStep] = useState<Step>('file');
  const [clientId, setClientId] = useState<number | null>(null);
  const [orderStatus, setOrderStatus] = useState<'A' | 'P'>('A');
  const [file, setFile] = useState<{ name: string; sheet: Sheet } | null>(null);
  const [mapping, setMapping] = useState<OrderImportMapping>({});
  const [remembered, setRemembered] = useState(false);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [busy, setBusy] = useState<'reading' | 'checking' | 'creating' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<BatchRow[] | null>(null);
  // A check asked for runs after the render that holds the last edit (Ctrl+Enter commits a cell, then checks).
  const [checkWanted, setCheckWanted] = useState(false);
  // One key per batch created: a double click or a retry after a lost answer makes it once.
  const idempotencyKey = useRef(newRequestId());

  const state = useMemo(
    () => (file && clientId !== null ? { sheet: file.sheet, mapping, clientId, orderStatus, lookups: lookups.data ?? NO_LOOKUPS, checked } : null),
    [file, mapping, clientId, orderStatus, lookups.data, checked],
  );
  const shown = useMemo(() => (state ? preview(state) : null), [state]);

  async function chooseFile(chosen: File) {
    setError(null);
    setBusy('reading');
    try {
      const sheet = await readSheetFile(chosen);
      const before = clientId === null ? null : await getMapping(clientId);
      setFile({ name: chosen.name, sheet });
      setMapping(guessMapping(sheet.headers, before ?? {}));
      setRemembered(Boolean(before && sheet.headers.some((h) => before[h])));
      setChecked(null);
      setStep('columns');
    } catch (err) {
      setError(err instanceof SheetReadError ? t('oi.readFailed', { why: t(`oi.read.${err.code}`, err.params) }) : formatError(err));
    } finally {
      setBusy(null);
    }
  }

  const parsed = () => (state ? parseOrderSheet(state.sheet, state.mapping, state.lookups, { clientId: state.clientId, orderStatus: state.orderStatus }) : []);

  async function check() {
    const rows = parsed();
    if (rows.length === 0) return;
    setError(null);
    setBusy('checking');
    try {
      const { answer } = await runBatch(
        rows.map((r) => r.body),
        true,
      );
      setChecked(checkedOf(rows, answer));
    } catch (err) {
      setError(formatError(err));
    } finally {
      setBusy(null);
    }
  }

  useEffect(() => {
    if (!checkWanted || !state) return;
    setCheckWanted(false);
    void check();
    // check reads the state of this render: run when asked, not on every change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checkWanted, state]);

  async function create() {
    const rows = parsed();
    if (!state || !shown?.canCreate) return;
    setError(null);
    setBusy('creating');
    try {
      const { status, answer } = await runBatch(
        rows.map((r) => r.body),
        false,
        idempotencyKey.current,
      );
      if (status === 400) {
        setChecked(checkedOf(rows, answer));
        setError(t('oi.refusedAll'));
        return;
      }
      idempotencyKey.current = newRequestId();
      setCreated(answer.orders);
      setStep('done');
      setBusy(null);
      // Remembered once the orders exist: the mapping that worked is the one to keep.
      await saveMapping(state.clientId, state.mapping);
    } catch (err) {
      setError(formatError(err));
    } finally {
      setBusy(null);
    }
  }

  return {
    step,
    setStep,
    clientId,
    setClientId,
    orderStatus,
    setOrderStatus,
    file,
    mapping,
    setMapping: (m: OrderImportMapping) => {
      setMapping(m);
      setChecked(null);
    },
    remembered,
    lookupsLoading: lookups.isPending,
    lookupsError: lookups.error ? formatError(lookups.error) : null,
    shown,
    busy,
    error,
    clearError: () => setError(null),
    created,
    chooseFile,
    /** To the preview, checking at once. */
    startPreview: () => {
      setStep('preview');
      setCheckWanted(true);
    },
    check: () => setCheckWanted(true),
    create,
    edit: (index: number, field: OrderSheetField, text: string) =>
      setFile((f) => (f && state ? { ...f, sheet: editCell(f.sheet, state.mapping, index, field, text) } : f)),
  };
}
