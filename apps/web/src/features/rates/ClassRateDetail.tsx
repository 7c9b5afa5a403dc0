import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { hasRight, operatorToday, RESOURCES } from '@limo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatError } from '../../api/errors';
import { useUser } from '../../app/session/SessionContext';
import { lookupLabel, useLookup } from '../../resources/lookups';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { LoadingOverlay } from '../../widgets/LoadingOverlay';
import { COPY_TO_CLIENT, COPY_TO_TARIFF, CopyRateDialog, type CopyKind } from './CopyRateDialog';
import { PeriodPicker } from './PeriodPicker';
import { loadRate, ratesOf } from './rateApi';
import { CLASS_RATE } from './rateKinds';
import { periodText, periodToOpen } from './ratePeriods';
import { RateEditor } from './RateEditor';
import { RatePriceCalculator } from './RatePriceCalculator';

export const CLASS_RATE_PATH = '/operation/files/tariffRate';
const field = (name: string) => RESOURCES.tariffRates.fields.find((f) => f.name === name);

/**
 * /operation/files/tariffRate/:tariffId/:vehicleTypeId: the class rates of a tariff for a vehicle
 * type, one validity period at a time (?rate=id; the one holding today first), edited with all
 * its rows and saved in one call; copied to another tariff, type or dates, or into a client's
 * special rate.
 */
export function ClassRateDetail({ tariffId, vehicleTypeId }: { tariffId: number; vehicleTypeId: number }) {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const [copying, setCopying] = useState<CopyKind | null>(null);
  // A rate just created stays in the editor that created it (its saved message with it).
  const [created, setCreated] = useState<number | null>(null);
  const canWrite = hasRight(user.rights, CLASS_RATE.right);
  const tariffs = useLookup(field('tariffId'));
  const types = useLookup(field('vehicleTypeId'));
  const rates = useQuery({ queryKey: ['rates', 'class', tariffId, vehicleTypeId], queryFn: () => ratesOf(CLASS_RATE, tariffId, vehicleTypeId) });
  const asked = search.get('rate');
  const list = rates.data ?? [];
  const selected = asked === 'new' ? null : asked ? Number(asked) : (periodToOpen(list, operatorToday())?.id ?? null);
  const rate = useQuery({
    queryKey: ['rate', 'class', selected],
    queryFn: () => loadRate(CLASS_RATE, selected as number),
    enabled: selected !== null,
    gcTime: 0,
  });

  const select = (id: number | null) => setSearch({ rate: id === null ? 'new' : String(id) });
  const tariffCode = lookupLabel(tariffs.options, tariffId);
  const typeName = lookupLabel(types.options, vehicleTypeId);
  const ready = selected === null || selected === created ? rates.isSuccess : rate.isSuccess;
  const failure = rates.error ?? rate.error;

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(`${CLASS_RATE_PATH}?tariffId=${tariffId}`)}>
          {t('rate.backToList')}
        </Button>
        <Typography variant="h6" component="h1">
          {t('rate.classTitle', { tariff: tariffCode, type: typeName })}
        </Typography>
      </Box>
      <ErrorAlert message={failure ? formatError(failure) : null} />
      <PeriodPicker rates={list} selected={selected} canWrite={canWrite} onSelect={select} />
      {ready && (
        <RateEditor
          key={selected === null || selected === created ? 'new' : selected}
          kind={CLASS_RATE}
          loaded={selected === null ? null : (rate.data ?? null)}
          fixed={{ tariffId, vehicleTypeId }}
          canWrite={canWrite}
          title={selected === null ? t('rate.newPeriod') : periodText(rate.data?.record ?? { id: 0 })}
          onSaved={(saved) => {
            void queryClient.invalidateQueries({ queryKey: ['rates', 'class'] });
            queryClient.setQueryData(['rate', 'class', saved.record.id], saved);
            if (selected === null) {
              setCreated(saved.record.id);
              setSearch({ rate: String(saved.record.id) }, { replace: true });
            }
          }}
          actions={(record, dirty) => (
            <>
              <RatePriceCalculator record={record} />
              {canWrite && (
                <Button onClick={() => setCopying(COPY_TO_TARIFF)} disabled={dirty}>
                  {t('rate.copyToTariff')}
                </Button>
              )}
              {hasRight(user.rights, 'CLIENTRATE') && (
                <Button onClick={() => setCopying(COPY_TO_CLIENT)} disabled={dirty}>
                  {t('rate.copyToClient')}
                </Button>
              )}
            </>
          )}
        />
      )}
      {copying && rate.data && (
        <CopyRateDialog
          copy={copying}
          rate={rate.data.record}
          onClose={() => setCopying(null)}
          onCopied={(created) => {
            setCopying(null);
            void queryClient.invalidateQueries({ queryKey: ['rates'] });
            if (copying === COPY_TO_CLIENT) navigate(`/operation/files/tariffSP/${created.id}`);
            else navigate(`${CLASS_RATE_PATH}/${String(created.tariffId)}/${String(created.vehicleTypeId)}?rate=${created.id}`);
          }}
        />
      )}
      <LoadingOverlay open={rates.isFetching || rate.isFetching} />
    </Box>
  );
}
