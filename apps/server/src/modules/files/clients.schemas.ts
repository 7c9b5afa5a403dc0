import { idListSchema, idSchema, RESOURCES } from '@limo/domain';
import { z } from 'zod';
import { itemSchema, zodDoc } from '../../engine/openapi.js';
import {
  aggregateSchema,
  halListOrPageSchema,
  halListSchema,
  wireFieldSchema,
  wireFlag,
  wireId,
  wireRecordSchema,
  wireRecordWith,
} from '../../engine/wire-schemas.js';

/** copyClients: the client to copy and the new code, with optional new names. */
export const copyClientSchema = z.object({
  clientId: idSchema(),
  clientCode: z.string({ error: 'is required' }).trim().min(1, 'is required'),
  clientShortName: z.string().trim().optional(),
  clientNameEng: z.string().trim().optional(),
  clientNameChi: z.string().trim().nullish(),
});
export type CopyClient = z.infer<typeof copyClientSchema>;

/** The ids of a group's members, under the member collection's name. */
export const memberIdsSchema = (memberKey: string) => z.object({ [memberKey]: idListSchema() });

export const clientAnswer = aggregateSchema(RESOURCES.clients, ['clientContacts', 'clientDiscounts', 'clientInvoiceMiscs']);
/** A client group or client type group with the ids of its members. */
export const groupAnswer = (group: string, memberKey: string) => wireRecordWith(RESOURCES[group], { [memberKey]: z.array(wireId()) });
/** The body of a group save: its fields (as the collection's) and, optionally, the full list of member ids. */
export function groupBodyDoc(group: string, memberKey: string, mode: 'create' | 'patch') {
  const body = itemSchema(RESOURCES[group], mode);
  const members = { ...zodDoc(idListSchema()), description: `ids of every ${RESOURCES[memberKey].label.en} of the group; leave it out to keep the members` };
  return { ...body, properties: { ...(body.properties as object), [memberKey]: members } };
}
export const groupClientsAnswer = halListSchema('clients', wireRecordSchema(RESOURCES.clients));
export const groupClientTypesAnswer = halListSchema('clientTypes', wireRecordSchema(RESOURCES.clientTypes));
export const contactMapsAnswer = halListOrPageSchema(
  'clientContactMaps',
  wireRecordWith(RESOURCES.clientContacts, {
    clientCode: wireFieldSchema(RESOURCES.clients, 'clientCode'),
    clientNameEng: wireFieldSchema(RESOURCES.clients, 'clientNameEng'),
    contractorFlag: wireFlag(),
  }),
);
export const clientPickAnswer = halListOrPageSchema('clients', wireRecordSchema(RESOURCES.clients));
export const clientEnquiryAnswer = halListOrPageSchema(
  'clients',
  wireRecordWith(RESOURCES.clients, {
    clientTypeCode: wireFieldSchema(RESOURCES.clientTypes, 'clientTypeCode'),
    clientGroups: z.string().describe('codes of the client groups, comma-separated'),
  }),
);
