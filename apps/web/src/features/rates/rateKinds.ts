/**
 * The two kinds of rate the rate screens edit: a tariff's class rate and a client's special rate.
 * Both have the same parts (route tables B and L, hires, extras; a special rate also its other
 * charges), saved in one call (docs/decisions.md, issue 8).
 */
import { type ResourceDef, RESOURCES, type RightCode } from '@limo/domain';

/** One list of rows under a rate, as the save call sends it. */
export interface RowListSpec {
  /** The list's name in the save body and answer: tariffRateDtlTableBs... */
  key: string;
  /** Where a row is in the server's messages: "Route Table B, row 2: ...". */
  place: string;
  /** The rows' collection. */
  def: ResourceDef;
  /** The rows' field holding the rate's id. */
  fk: string;
  /** The fields edited, in column order. */
  columns: string[];
  /** Values every row of the list has (the route table's type). */
  fixed?: Record<string, unknown>;
  /** Text key of the list's tab. */
  title: string;
  /** The generic child list the rows are read from, when not from the route tables call. */
  child?: string;
}

export interface RateKind {
  kind: 'class' | 'special';
  def: ResourceDef;
  right: RightCode;
  owner: 'tariffId' | 'clientId';
  fk: string;
  lists: RowListSpec[];
  create: string;
  update: string;
  /** The route tables call of a rate: getTariffRateDtls/{id}/{vehicleTypeId}[/{clientId}]. */
  tablesPath: (rate: { id: number; vehicleTypeId?: unknown; clientId?: unknown }) => string;
}

function lists(prefix: 'tariffRate' | 'tariffSPRate'): RowListSpec[] {
  const fk = `${prefix}Id`;
  const dtls = RESOURCES[`${prefix}Dtls`];
  const out: RowListSpec[] = [
    {
      key: `${prefix}DtlTableBs`,
      place: 'Route Table B',
      def: dtls,
      fk,
      columns: ['fromZone', 'toZone', 'amount'],
      fixed: { tableType: 'B' },
      title: 'rate.tableB',
    },
    {
      key: `${prefix}DtlTableLs`,
      place: 'Route Table L',
      def: dtls,
      fk,
      columns: ['fromLocationId', 'toLocationId', 'amount'],
      fixed: { tableType: 'L' },
      title: 'rate.tableL',
    },
    {
      key: `${prefix}Hires`,
      place: RESOURCES[`${prefix}Hires`].label.en,
      def: RESOURCES[`${prefix}Hires`],
      fk,
      columns: ['minHours', 'hourAmt', 'blockMins', 'blockAmt'],
      title: 'rate.hires',
      child: `${prefix}Hires`,
    },
    {
      key: `${prefix}Extras`,
      place: RESOURCES[`${prefix}Extras`].label.en,
      def: RESOURCES[`${prefix}Extras`],
      fk,
      columns: ['extraType', 'extraCode', 'extraDescEng', 'extraDescChi', 'fromTime', 'toTime', 'amount', 'percent'],
      title: 'rate.extras',
      child: `${prefix}Extras`,
    },
  ];
  if (prefix === 'tariffSPRate') {
    out.push({
      key: 'tariffSPRateOCs',
      place: RESOURCES.tariffSPRateOCs.label.en,
      def: RESOURCES.tariffSPRateOCs,
      fk,
      columns: ['tariffOcId', 'amount'],
      title: 'rate.ocs',
      child: 'tariffSPRateOCs',
    });
  }
  return out;
}

export const CLASS_RATE: RateKind = {
  kind: 'class',
  def: RESOURCES.tariffRates,
  right: 'CLASSRATE',
  owner: 'tariffId',
  fk: 'tariffRateId',
  lists: lists('tariffRate'),
  create: 'createTariffRates',
  update: 'updateTariffRates',
  tablesPath: (r) => `/api/getTariffRateDtls/${r.id}/${String(r.vehicleTypeId)}`,
};

export const SPECIAL_RATE: RateKind = {
  kind: 'special',
  def: RESOURCES.tariffSPRates,
  right: 'CLIENTRATE',
  owner: 'clientId',
  fk: 'tariffSPRateId',
  lists: lists('tariffSPRate'),
  create: 'createTariffSPRates',
  update: 'updateTariffSPRates',
  tablesPath: (r) => `/api/getTariffSPRateDtls/${r.id}/${String(r.vehicleTypeId)}/${String(r.clientId)}`,
};

/** The rate's own fields shown in its header (its owner and vehicle type are chosen before). */
export const HEADER_FIELDS = ['effectiveDate', 'expiryDate', 'transferAmt', 'stopAmt', 'freeWaitMins', 'waitBlockMins', 'waitBlockAmt', 'remarks'];
