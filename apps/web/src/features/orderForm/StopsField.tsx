import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { orderStopsEn, orderStopsZhHK } from '@limo/domain/i18n/orderStops';
import { useTranslation } from 'react-i18next';
import { registerTexts } from '../../i18n';
import type { StopEntry } from '../pricing/usePricing';
import { PlaceField, type PlaceValue } from './PlaceField';

registerTexts(orderStopsEn, orderStopsZhHK);

interface Props {
  value: StopEntry[];
  onChange: (stops: StopEntry[]) => void;
  /** The 400's message for a field of the row (`stops[0].zone`); the price calculator lists its problems instead. */
  err?: (field: string) => string | undefined;
  disabled?: boolean;
}

const placeOf = (s: StopEntry): PlaceValue => (typeof s === 'number' ? { locationId: s, address: '', zone: '' } : { locationId: null, ...s });
const stopOf = (p: PlaceValue): StopEntry => (p.locationId !== null ? p.locationId : { address: p.address, zone: p.zone });

/**
 * The stops in order, each a location or a typed address with its zone (issue 30 part 3), as the pick-up and
 * drop-off are; a stop row left blank is no stop (pricingBody leaves it out).
 */
export function StopsField({ value, onChange, err = () => undefined, disabled }: Props) {
  const { t } = useTranslation();
  const set = (i: number, p: PlaceValue) => onChange(value.map((s, j) => (j === i ? stopOf(p) : s)));
  return (
    <Box role="group" aria-label={t('stops.title')} data-testid="stops" sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
      {value.map((s, i) => (
        // By position: a stop has no id of its own, and removing one renumbers those after it.
        <Box key={i} sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <PlaceField
              role={`stops[${i}]`}
              zoneField={`stops[${i}].zone`}
              label={t('stops.stopNo', { n: i + 1 })}
              value={placeOf(s)}
              onChange={(p) => set(i, p)}
              disabled={disabled}
              error={err(`stops[${i}].locationId`) ?? err(`stops[${i}].address`) ?? err(`stops[${i}]`)}
              zoneError={err(`stops[${i}].zone`)}
            />
          </Box>
          <Tooltip title={t('stops.remove', { n: i + 1 })}>
            <span>
              <IconButton
                size="small"
                aria-label={t('stops.remove', { n: i + 1 })}
                disabled={disabled}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
                sx={{ mt: 0.5 }}
              >
                <DeleteOutlinedIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      ))}
      {err('stops') && (
        <Typography variant="caption" color="error">
          {err('stops')}
        </Typography>
      )}
      <Button
        size="small"
        sx={{ justifySelf: 'start' }}
        startIcon={<AddIcon />}
        disabled={disabled}
        onClick={() => onChange([...value, { address: '', zone: '' }])}
      >
        {t('stops.add')}
      </Button>
    </Box>
  );
}
