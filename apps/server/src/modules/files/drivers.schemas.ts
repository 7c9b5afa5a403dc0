import { idSchema, RESOURCES } from '@limo/domain';
import { z } from 'zod';
import { halListOrPageSchema, halListSchema, wireFieldSchema, wireFlag, wireRecordSchema, wireRecordWith } from '../../engine/wire-schemas.js';

/**
 * driverResetPassword's body. The handler reads it field by field (parseId, then the password rules
 * after the login is found), so each problem keeps its own message; this schema documents it.
 */
export const driverPasswordSchema = z.object({
  driverId: idSchema(),
  newPassword: z.string().min(8).max(128).describe('not a common password, not the login name'),
});

export const driverPickAnswer = halListOrPageSchema('drivers', wireRecordSchema(RESOURCES.drivers));
export const driverAuthsAnswer = halListSchema(
  'driverAuths',
  wireRecordWith(RESOURCES.driverAuths, {
    driverNo: wireFieldSchema(RESOURCES.drivers, 'driverNo'),
    driverNameEng: wireFieldSchema(RESOURCES.drivers, 'driverNameEng'),
    passwordSet: wireFlag().describe('1 when the login has a password'),
  }),
);
