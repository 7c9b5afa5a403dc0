import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { CsvPickButton } from '../../widgets/CsvPickButton';
import { LoadingOverlay } from '../../widgets/LoadingOverlay';
import { MessageDialog } from '../../widgets/MessageDialog';
import { applyPatterns, type CheckedBatch, checkPatterns, discardPatterns, MAX_PATTERN_ROWS } from './patternBatch';
import type { PatternFile } from './patternCsv';
import { PatternPreviewDialog } from './PatternPreviewDialog';

interface Preview {
  file: string;
  batch: CheckedBatch;
  fileRows: number[];
}

/**
 * The Location Pattern screen's upload: a CSV file is read in the browser, its rows are checked
 * by the server into a temporary batch, the preview shows what is refused and why, and Apply adds
 * the accepted rows (Discard drops the batch).
 */
export function PatternUploadButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const picked = async (file: File) => {
    let parsed: PatternFile;
    try {
      // The CSV reader (papaparse) is loaded when a file is picked, not with every list screen.
      const { parsePatternCsv } = await import('./patternCsv');
      parsed = parsePatternCsv(await file.text());
    } catch (err) {
      setMessage(t('pattern.unreadable', { reason: err instanceof Error ? err.message : String(err) }));
      return;
    }
    if (parsed.rows.length === 0) return setMessage(t('pattern.empty'));
    if (parsed.rows.length > MAX_PATTERN_ROWS) return setMessage(t('pattern.tooMany', { count: parsed.rows.length, max: MAX_PATTERN_ROWS }));
    setBusy(true);
    try {
      setError(null);
      setPreview({ file: file.name, batch: await checkPatterns(parsed.rows), fileRows: parsed.fileRows });
    } catch (err) {
      setMessage(formatError(err));
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    if (!preview) return;
    setBusy(true);
    try {
      const done = await applyPatterns(preview.batch.batchId);
      await queryClient.invalidateQueries({ queryKey: ['list', 'locationPatterns'] });
      await queryClient.invalidateQueries({ queryKey: ['lookup', 'locationPatterns'] });
      setPreview(null);
      setMessage(t('pattern.applied', { inserted: done.inserted, skipped: done.skipped }));
    } catch (err) {
      setError(formatError(err));
    } finally {
      setBusy(false);
    }
  };

  const discard = async () => {
    if (!preview) return;
    setBusy(true);
    // A batch already gone (applied or discarded elsewhere) needs no discarding.
    await discardPatterns(preview.batch.batchId).catch(() => undefined);
    setBusy(false);
    setPreview(null);
  };

  return (
    <>
      <CsvPickButton label={t('pattern.upload')} help={t('pattern.help')} onFile={(file) => void picked(file)} />
      {preview && <PatternPreviewDialog {...preview} error={error} busy={busy} onApply={() => void apply()} onDiscard={() => void discard()} />}
      <LoadingOverlay open={busy && !preview} fullScreen />
      <MessageDialog open={message !== null} message={message ?? ''} onClose={() => setMessage(null)} />
    </>
  );
}
