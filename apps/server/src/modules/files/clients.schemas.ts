import { idSchema } from '@limo/domain';
import { z } from 'zod';

/** copyClients: the client to copy and the new code, with optional new names. */
export const copyClientSchema = z.object({
  clientId: idSchema(),
  clientCode: z.string({ error: 'is required' }).trim().min(1, 'is required'),
  clientShortName: z.string().trim().optional(),
  clientNameEng: z.string().trim().optional(),
  clientNameChi: z.string().trim().nullish(),
});
export type CopyClient = z.infer<typeof copyClientSchema>;
