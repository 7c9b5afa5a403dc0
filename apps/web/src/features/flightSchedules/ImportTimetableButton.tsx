import { flightsEn, flightsZhHK } from '@limo/domain/i18n/flights';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, formatError } from '../../api/errors';
import { api } from '../../api/http';
import { registerTexts } from '../../i18n';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { CsvPickButton } from '../../widgets/CsvPickButton';
import { LoadingOverlay } from '../../widgets/LoadingOverlay';
import { MessageDialog } from '../../widgets/MessageDialog';

registerTexts(flightsEn, flightsZhHK);

interface Imported {
  rows: number;
  inserted: number;
  replaced: number;
}

/** POST /api/importFlightSchedules: the server reads the CSV and saves every row or none. */
export const importTimetable = (csv: string) => api<Imported>('/api/importFlightSchedules', { method: 'POST', body: { csv }, transform: false });

/**
 * The Flight Timetable screen's CSV import (issue 15): the file is sent as it is, after a
 * confirmation (rows of the same flight and valid-from date are replaced); a refusal lists every
 * row and column at fault, and nothing is saved.
 */
export function ImportTimetableButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<{ name: string; text: string } | null>(null);
  const [message, setMessage] = useState<{ title?: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (file: File) => {
    try {
      setPicked({ name: file.name, text: await file.text() });
    } catch (err) {
      setMessage({ text: t('flightImport.unreadable', { reason: err instanceof Error ? err.message : String(err) }) });
    }
  };

  const send = async () => {
    if (!picked) return;
    const { text } = picked;
    setPicked(null);
    setBusy(true);
    try {
      const done = await importTimetable(text);
      await queryClient.invalidateQueries({ queryKey: ['list', 'flightSchedules'] });
      await queryClient.invalidateQueries({ queryKey: ['lookup', 'flightSchedules'] });
      setMessage({ text: t('flightImport.done', { ...done }) });
    } catch (err) {
      const rows = err instanceof ApiError && err.status === 400 ? err.errors : [];
      setMessage(rows.length ? { title: t('flightImport.failed'), text: rows.join('\n') } : { text: formatError(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <CsvPickButton label={t('flightImport.upload')} help={t('flightImport.help')} onFile={(file) => void pick(file)} />
      <ConfirmDialog
        open={picked !== null}
        title={t('flightImport.confirmTitle')}
        message={t('flightImport.confirm', { file: picked?.name ?? '' })}
        onYes={() => void send()}
        onNo={() => setPicked(null)}
      />
      <LoadingOverlay open={busy} fullScreen />
      <MessageDialog open={message !== null} title={message?.title} message={message?.text ?? ''} onClose={() => setMessage(null)} maxWidth={720} />
    </>
  );
}
