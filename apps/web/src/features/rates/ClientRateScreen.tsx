import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { hasRight, RESOURCES } from '@limo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ratesEn, ratesZhHK } from '@limo/domain/i18n/rates';
import { formatError } from '../../api/errors';
import { useUser } from '../../app/session/SessionContext';
import { FieldEditor } from '../../resources/FieldEditor';
import { lookupLabel, useLookup } from '../../resources/lookups';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { LoadingOverlay } from '../../widgets/LoadingOverlay';
import { registerTexts } from '../../i18n';
import { COPY_SPECIAL, CopyRateDialog } from './CopyRateDialog';
import { idParam, loadRate, ratesOf } from './rateApi';
import { SPECIAL_RATE } from './rateKinds';
import { periodText } from './ratePeriods';
import { RateEditor } from './RateEditor';
import { RateList } from './RateList';
import { RatePriceCalculator } from './RatePriceCalculator';

// This screen's texts load with it (i18n/index.ts).
registerTexts(ratesEn, ratesZhHK);

const PATH = '/operation/files/tariffSP';
const field = (name: string) => RESOURCES.tariffSPRates.fields.find((f) => f.name === name);

/** /operation/files/tariffSP: special rates of a client (client 0, none picked: every client's), by vehicle type and validity. */
function ClientRateList() {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const clientId = idParam(search.get('clientId')) ?? null;
  const typeId = idParam(search.get('vehicleTypeId')) ?? null;
  const rates = useQuery({ queryKey: ['rates', 'special', clientId ?? 0, typeId ?? 0], queryFn: () => ratesOf(SPECIAL_RATE, clientId, typeId) });
  const pick = (name: string, v: unknown) => {
    const next = new URLSearchParams(search);
    if (v === '' || v === null || v === undefined) next.delete(name);
    else next.set(name, String(v));
    setSearch(next, { replace: true });
  };
  const clientField = field('clientId');
  const typeField = field('vehicleTypeId');
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h1" sx={{ flexGrow: 1 }}>
          {t('rate.specialRates')}
        </Typography>
        <Box sx={{ width: 220 }}>
          {clientField && <FieldEditor field={{ ...clientField, required: false }} value={clientId ?? ''} onChange={(v) => pick('clientId', v)} />}
        </Box>
        <Box sx={{ width: 220 }}>
          {typeField && <FieldEditor field={{ ...typeField, required: false }} value={typeId ?? ''} onChange={(v) => pick('vehicleTypeId', v)} />}
        </Box>
        {hasRight(user.rights, SPECIAL_RATE.right) && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(`${PATH}/new${clientId ? `?clientId=${clientId}` : ''}`)}>
            {t('rate.newSpecial')}
          </Button>
        )}
      </Box>
      <ErrorAlert message={rates.error ? formatError(rates.error) : null} />
      <RateList kind={SPECIAL_RATE} rows={rates.data ?? []} loading={rates.isFetching} onOpen={(r) => navigate(`${PATH}/${r.id}`)} />
    </Box>
  );
}

/** /operation/files/tariffSP/:id: one special rate with its rows and other charges (id `new` for a new one). */
function ClientRateDetail({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const [copying, setCopying] = useState(false);
  const [created, setCreated] = useState<number | null>(null);
  const canWrite = hasRight(user.rights, SPECIAL_RATE.right);
  const clients = useLookup(field('clientId'));
  const rate = useQuery({ queryKey: ['rate', 'special', id], queryFn: () => loadRate(SPECIAL_RATE, id as number), enabled: id !== null, gcTime: 0 });
  const record = rate.data?.record;
  const fresh = id === null || id === created;
  const title = record ? `${lookupLabel(clients.options, record.clientId)} · ${periodText(record)}` : t('rate.newSpecial');
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(PATH)}>
          {t('rate.backToList')}
        </Button>
        <Typography variant="h6" component="h1">
          {t('rate.specialTitle')}
        </Typography>
      </Box>
      <ErrorAlert message={rate.error ? formatError(rate.error) : null} />
      {(fresh || rate.data) && (
        <RateEditor
          key={fresh ? 'new' : id}
          kind={SPECIAL_RATE}
          loaded={rate.data ?? null}
          fixed={{}}
          initial={{ clientId: idParam(search.get('clientId')) ?? '' }}
          leading={['clientId', 'vehicleTypeId']}
          canWrite={canWrite}
          title={title}
          onSaved={(saved) => {
            void queryClient.invalidateQueries({ queryKey: ['rates', 'special'] });
            queryClient.setQueryData(['rate', 'special', saved.record.id], saved);
            if (id === null) {
              setCreated(saved.record.id);
              navigate(`${PATH}/${saved.record.id}`, { replace: true });
            }
          }}
          actions={(r, dirty) => (
            <>
              <RatePriceCalculator record={r} />
              {canWrite && (
                <Button onClick={() => setCopying(true)} disabled={dirty}>
                  {t('rate.copySpecial')}
                </Button>
              )}
            </>
          )}
        />
      )}
      {copying && record && (
        <CopyRateDialog
          copy={COPY_SPECIAL}
          rate={record}
          onClose={() => setCopying(false)}
          onCopied={(made) => {
            setCopying(false);
            void queryClient.invalidateQueries({ queryKey: ['rates', 'special'] });
            navigate(`${PATH}/${made.id}`);
          }}
        />
      )}
      <LoadingOverlay open={rate.isFetching} />
    </Box>
  );
}

/** The Client Rate & Other Charges screens: the list of special rates, or one of them. */
export default function ClientRateScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  if (id === undefined) return <ClientRateList />;
  if (id === 'new') return <ClientRateDetail id={null} />;
  const rateId = idParam(id);
  return rateId === undefined ? <ErrorAlert message={t('rate.badPath')} /> : <ClientRateDetail id={rateId} />;
}
