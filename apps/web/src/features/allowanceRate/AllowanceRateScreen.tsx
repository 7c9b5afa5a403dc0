import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { hasRight, operatorToday, RESOURCES } from '@limo/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allowanceEn, allowanceZhHK } from '@limo/domain/i18n/allowance';
import { formatError } from '../../api/errors';
import { useRouteTitle } from '../../app/routeTitle';
import { useUser } from '../../app/session/SessionContext';
import { labelText } from '../../resources/labels';
import ResourceScreen from '../../resources/ResourceScreen';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { getVersions, KEYS } from './allowanceRateApi';
import { newestFirst, versionInForce, versionToOpen } from './allowanceRateModel';
import { OtherGroupsTab } from './OtherGroupsTab';
import { PtBasicsTab } from './PtBasicsTab';
import { RatesTab } from './RatesTab';
import { VersionBar } from './VersionBar';
import { registerTexts } from '../../i18n';

registerTexts(allowanceEn, allowanceZhHK);

const TABS = ['rates', 'ptBasics', 'locations', 'vehicleTypes', 'others'] as const;
type TabName = (typeof TABS)[number];

/**
 * /HR/AllowanceRate: the drivers' allowance rate card, versioned by effective date (issue 16,
 * docs/allowance.md). The version picked (the one in force today at first) holds the overtime
 * terms, the rate rows and the part-time basics; the groups, other groups and natures are shared
 * by every version.
 */
export default function AllowanceRateScreen() {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const title = useRouteTitle('/HR/AllowanceRate');
  const canWrite = hasRight(user.rights, RESOURCES.allowanceRates.rights.write);
  const today = operatorToday();
  const versions = useQuery({ queryKey: KEYS.versions, queryFn: getVersions });
  const list = useMemo(() => newestFirst(versions.data ?? []), [versions.data]);
  const inForce = useMemo(() => versionInForce(list, today), [list, today]);
  const [picked, setPicked] = useState<number | null>(null);
  const [tab, setTab] = useState<TabName>('rates');
  // Until one is picked (or when the one picked is gone), the version in force today.
  const selected = list.find((v) => v.id === picked) ?? versionToOpen(list, today);
  const lng = i18n.language;

  return (
    <Box>
      <Typography variant="h6" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <ErrorAlert message={versions.isError ? formatError(versions.error) : null} />
      <VersionBar versions={list} selected={selected} inForce={inForce} today={today} canWrite={canWrite} onSelect={setPicked} />
      <Tabs value={tab} onChange={(_, v: TabName) => setTab(v)} variant="scrollable" sx={{ mb: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        {TABS.map((name) => (
          <Tab key={name} value={name} label={t(`allowanceRate.tab.${name}`)} id={`allowance-tab-${name}`} aria-controls={`allowance-panel-${name}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`allowance-panel-${tab}`} aria-labelledby={`allowance-tab-${tab}`}>
        {(tab === 'rates' || tab === 'ptBasics') && !selected && !versions.isPending && (
          <Typography color="text.secondary">{t('allowanceRate.pickVersion')}</Typography>
        )}
        {tab === 'rates' && selected && <RatesTab key={selected.id} version={selected} canWrite={canWrite} />}
        {tab === 'ptBasics' && selected && <PtBasicsTab key={selected.id} version={selected} canWrite={canWrite} />}
        {tab === 'locations' && <ResourceScreen def={RESOURCES.allowanceLocations} title={labelText(RESOURCES.allowanceLocations.label, lng)} />}
        {tab === 'vehicleTypes' && <ResourceScreen def={RESOURCES.allowanceVehicleTypes} title={labelText(RESOURCES.allowanceVehicleTypes.label, lng)} />}
        {tab === 'others' && <OtherGroupsTab canWrite={canWrite} />}
      </Box>
    </Box>
  );
}
