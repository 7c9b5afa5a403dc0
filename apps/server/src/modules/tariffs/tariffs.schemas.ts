import { idSchema, RESOURCES } from '@limo/domain';
import { z } from 'zod';
import { aggregateBodySchema } from '../../engine/openapi.js';
import { aggregateSchema, halListSchema, wireRecordSchema } from '../../engine/wire-schemas.js';

/** reseqTariffOCs: the new sequence of other charges (the screen sends all of them). */
export const reseqSchema = z.object({
  tariffOCs: z
    .array(z.object({ id: idSchema(), seq: z.number({ error: 'must be a whole number' }).int('must be a whole number').min(0).max(99999) }), {
      error: 'must be a list of {id, seq}',
    })
    .min(1, 'must not be empty'),
});
export type Reseq = z.infer<typeof reseqSchema>;

const replaceFlag = z
  .literal([0, 1], { error: 'must be 1 or 0' })
  .optional()
  .describe('1: the target keeps only the copied charges; 0 (default): the copied charges are added or overwritten, the others kept');

/** copyClientOCParms: one client's other-charge terms onto another client. */
export const copyClientSchema = z.object({ fromClientId: idSchema(), toClientId: idSchema(), replaceFlag });
/** copyContractTermOCParms: one contract term type's terms onto another. */
export const copyTermSchema = z.object({ fromContractTermTypeId: idSchema(), toContractTermTypeId: idSchema(), replaceFlag });
/** copyTariffOCParms: from a client or a contract term type to a client or a contract term type. */
export const copyAnySchema = z.object({
  fromClientId: idSchema().optional(),
  fromContractTermTypeId: idSchema().optional(),
  toClientId: idSchema().optional(),
  toContractTermTypeId: idSchema().optional(),
  replaceFlag,
});
export type CopyAny = z.infer<typeof copyAnySchema>;

/** update{Client,ContractTerm}OCParms: the full list of an owner's rows, documented as a child list of a record with children. */
export function ocParmRowsDoc(owner: 'clients' | 'contractTermTypes', name: 'clientOCParms' | 'contractTermOCParms', foreignKey: string) {
  const lists = aggregateBodySchema(RESOURCES[owner], [{ name, foreignKey }], 'patch').properties as Record<string, unknown>;
  return { type: 'object', properties: { [name]: lists[name] }, required: [name] };
}

export const tariffOCsAnswer = halListSchema('tariffOCs', wireRecordSchema(RESOURCES.tariffOCs));
export const clientOCParmsAnswer = halListSchema('clientOCParms', wireRecordSchema(RESOURCES.clientOCParms));
export const termOCParmsAnswer = halListSchema('contractTermOCParms', wireRecordSchema(RESOURCES.contractTermOCParms));
/** copyTariffOCParms answers the target's rows under the target's collection name. */
export const anyOCParmsAnswer = z.strictObject({
  _embedded: z.strictObject({
    clientOCParms: z.array(wireRecordSchema(RESOURCES.clientOCParms)).optional().describe('when the target is a client'),
    contractTermOCParms: z.array(wireRecordSchema(RESOURCES.contractTermOCParms)).optional().describe('when the target is a contract term type'),
  }),
  _links: z.strictObject({ self: z.strictObject({ href: z.string() }) }),
});
export const holidaysAnswer = halListSchema('holidays', wireRecordSchema(RESOURCES.holidays));
export const tariffAnswer = aggregateSchema(RESOURCES.tariffs, ['tariffVehicleTypeMaps']);

/** GET holidays/{area}/{year}: an area code and a year (YYYY) or a month (YYYYMM or YYYY-MM). */
export const holidayParamsSchema = z.object({
  area: z
    .string()
    .regex(/^[A-Za-z0-9]{1,10}$/, 'must be an area code of letters and digits (HK)')
    .transform((s) => s.toUpperCase()),
  year: z
    .string()
    .regex(/^\d{4}(-?(0[1-9]|1[0-2]))?$/, 'must be a year (2026) or a month (202612)')
    .transform((s) => {
      const digits = s.replace('-', '');
      const y = digits.slice(0, 4);
      if (digits.length === 4) return { from: `${y}-01-01`, to: `${y}-12-31` };
      const m = Number(digits.slice(4));
      const last = new Date(Date.UTC(Number(y), m, 0)).getUTCDate();
      return { from: `${y}-${digits.slice(4)}-01`, to: `${y}-${digits.slice(4)}-${String(last).padStart(2, '0')}` };
    }),
});
