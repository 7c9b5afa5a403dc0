import OpenInNewIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RESOURCES } from '@limo/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ratesEn, ratesZhHK } from '@limo/domain/i18n/rates';
import { formatError } from '../../api/errors';
import { FieldEditor } from '../../resources/FieldEditor';
import { useLookup } from '../../resources/lookups';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { registerTexts } from '../../i18n';
import { CLASS_RATE_PATH, ClassRateDetail } from './ClassRateDetail';
import { idParam, ratesOf } from './rateApi';
import { CLASS_RATE } from './rateKinds';
import { RateList } from './RateList';

// This screen's texts load with it (i18n/index.ts).
registerTexts(ratesEn, ratesZhHK);

const tariffField = RESOURCES.tariffRates.fields.find((f) => f.name === 'tariffId');
const typeField = RESOURCES.tariffRates.fields.find((f) => f.name === 'vehicleTypeId');

/** /operation/files/tariffRate (Class Rate): pick a tariff and, if wanted, a vehicle type; their class rates by validity. */
function ClassRateList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tariffs = useLookup(tariffField);
  const tariffId = idParam(search.get('tariffId')) ?? null;
  const typeId = idParam(search.get('vehicleTypeId')) ?? null;
  const rates = useQuery({
    queryKey: ['rates', 'class', tariffId, typeId ?? 0],
    queryFn: () => ratesOf(CLASS_RATE, tariffId, typeId),
    enabled: tariffId !== null,
  });

  // The first active tariff is shown until another is picked.
  const first = tariffs.options[0]?.id;
  useEffect(() => {
    if (tariffId === null && first !== undefined) setSearch({ tariffId: String(first) }, { replace: true });
  }, [tariffId, first, setSearch]);

  const pick = (name: string, v: unknown) => {
    const next = new URLSearchParams(search);
    if (v === '' || v === null || v === undefined) next.delete(name);
    else next.set(name, String(v));
    if (name === 'tariffId') next.delete('vehicleTypeId');
    setSearch(next, { replace: true });
  };
  const open = (vehicleTypeId: unknown, rateId?: number) =>
    navigate(`${CLASS_RATE_PATH}/${String(tariffId)}/${String(vehicleTypeId)}${rateId ? `?rate=${rateId}` : ''}`);

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h1" sx={{ flexGrow: 1 }}>
          {t('rate.classRates')}
        </Typography>
        <Box sx={{ width: 220 }}>{tariffField && <FieldEditor field={tariffField} value={tariffId ?? ''} onChange={(v) => pick('tariffId', v)} />}</Box>
        <Box sx={{ width: 220 }}>
          {typeField && <FieldEditor field={{ ...typeField, required: false }} value={typeId ?? ''} onChange={(v) => pick('vehicleTypeId', v)} />}
        </Box>
        <Button variant="contained" startIcon={<OpenInNewIcon />} disabled={tariffId === null || typeId === null} onClick={() => open(typeId)}>
          {t('rate.openType')}
        </Button>
      </Box>
      <ErrorAlert message={rates.error ? formatError(rates.error) : null} />
      <RateList kind={CLASS_RATE} rows={rates.data ?? []} loading={rates.isFetching} onOpen={(r) => open(r.vehicleTypeId, r.id)} />
    </Box>
  );
}

/** The Class Rate screens: the list, or one tariff's rates of one vehicle type. */
export default function ClassRateScreen() {
  const { t } = useTranslation();
  const params = useParams();
  if (params.tariffId === undefined) return <ClassRateList />;
  const tariffId = idParam(params.tariffId);
  const vehicleTypeId = idParam(params.vehicleTypeId);
  if (tariffId === undefined || vehicleTypeId === undefined) return <ErrorAlert message={t('rate.badPath')} />;
  return <ClassRateDetail key={`${tariffId}/${vehicleTypeId}`} tariffId={tariffId} vehicleTypeId={vehicleTypeId} />;
}
