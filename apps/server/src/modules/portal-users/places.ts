import { srvText } from '@limo/domain';
import { badRequest } from '../../engine/errors.js';
import type { StoreOptions } from '../../engine/store.js';

const unset = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && !v.trim());

/*
 * A stored place (issue 33) is a location or an address; the definition's rule holds that. An address
 * is priced by its zone, as an order's free address is, so it needs one: checked here, on every write.
 */
export const clientPlaceOptions: StoreOptions = {
  checkWrite: async (_tx, record) => {
    if (unset(record.locationId) && !unset(record.address) && unset(record.zone)) {
      throw badRequest(srvText('srv.portal.placeNeedsZone'), undefined, [{ field: 'zone', value: record.zone ?? null }]).withCode('PLACE_NEEDS_ZONE');
    }
  },
};
