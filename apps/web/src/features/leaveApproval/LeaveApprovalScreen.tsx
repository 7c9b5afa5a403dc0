import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { leaveEn, leaveZhHK } from '@limo/domain/i18n/leave';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../app/routeTitle';
import { registerTexts } from '../../i18n';
import { LeaveRequestsTab } from './LeaveRequestsTab';
import { HrTodoPanel } from '../landing/HrTodoPanel';
import { QuotaTab } from './QuotaTab';

// This screen's texts load with it (i18n/index.ts).
registerTexts(leaveEn, leaveZhHK);

/** /operation/LeaveApproval: drivers' leave requests with their balance and assigned jobs, decided here; the year's quotas. */
export default function LeaveApprovalScreen() {
  const { t } = useTranslation();
  const title = useRouteTitle('/operation/LeaveApproval');
  const [tab, setTab] = useState<'requests' | 'quota'>('requests');
  return (
    <Box sx={{ p: 1, display: 'flex', flexDirection: 'column', gap: 1, height: 'calc(100vh - 64px)' }}>
      {/* The toolbar shows the title; the page still has its heading for screen readers. */}
      <h1 style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>{title}</h1>
      {/* HR's landing: what waits for them (issue 30 part 8b). */}
      <HrTodoPanel />
      <Tabs value={tab} onChange={(_, v: 'requests' | 'quota') => setTab(v)} aria-label={title}>
        <Tab value="requests" label={t('leave.tab.requests')} />
        <Tab value="quota" label={t('leave.tab.quota')} />
      </Tabs>
      {tab === 'requests' ? <LeaveRequestsTab /> : <QuotaTab />}
    </Box>
  );
}
