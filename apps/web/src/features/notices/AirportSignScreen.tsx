import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadSigns } from './noticesApi';
import { joined, signClient, signName, type SignLang, type SignRow } from './noticesModel';
import { SignSheet } from './NoticeSheets';
import { type Column, PrintListScreen } from './PrintListScreen';
import { PAPER } from './PrintPages';

/** /operation/airportSign: one name board per arrival of a date, the name in English or Chinese, printed (A4 landscape) or as a PDF. */
export default function AirportSignScreen() {
  const { t } = useTranslation();
  const [lang, setLang] = useState<SignLang>('en');
  const columns: Column<SignRow>[] = [
    { header: t('notices.col.time'), cell: (r) => r.pickupTime, nowrap: true },
    { header: t('notices.col.ref'), cell: (r) => r.orderRefId, nowrap: true },
    { header: t('notices.col.signName'), cell: (r) => signName(r, lang) || t('notices.noName') },
    { header: t('notices.col.flight'), cell: (r) => joined(r.flightNo, r.origin), nowrap: true },
    { header: t('notices.col.eta'), cell: (r) => r.flightEtaTime, nowrap: true },
    { header: t('notices.col.terminal'), cell: (r) => r.terminal, nowrap: true },
    { header: t('notices.col.client'), cell: (r) => signClient(r, lang) },
  ];
  const extra = (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={lang}
      onChange={(_, v: SignLang | null) => v && setLang(v)}
      aria-label={t('notices.language')}
      sx={{ mt: 0.5 }}
    >
      <ToggleButton value="en">{t('notices.lang.en')}</ToggleButton>
      <ToggleButton value="zh">{t('notices.lang.zh')}</ToggleButton>
    </ToggleButtonGroup>
  );
  return (
    <PrintListScreen
      path="/operation/airportSign"
      kind="signs"
      load={loadSigns}
      columns={columns}
      sheet={(r) => <SignSheet row={r} lang={lang} />}
      paper={PAPER.signs}
      previewScale={0.3}
      empty={(date) => t('notices.emptyArrivals', { date })}
      extra={extra}
      lang={lang}
    />
  );
}
