/* Texts the server words about free addresses (issue 30 part 3): a partner's address whose zone cannot be proposed. */

export const serverRefusalsPlacesEn = {
  'srv.cl.noPickupZone':
    'The pick-up address "{{address}}" resembles no location with a zone, so it cannot be priced: add a location for it (with its zone) or reject the booking',
  'srv.cl.noDropoffZone':
    'The drop-off address "{{address}}" resembles no location with a zone, so it cannot be priced: add a location for it (with its zone) or reject the booking',
};

export const serverRefusalsPlacesZhHK: Record<keyof typeof serverRefusalsPlacesEn, string> = {
  'srv.cl.noPickupZone': '上車地址「{{address}}」與任何設有區域的地點都不相近，無法計價：請為它新增地點（連區域），或拒絕此訂單',
  'srv.cl.noDropoffZone': '下車地址「{{address}}」與任何設有區域的地點都不相近，無法計價：請為它新增地點（連區域），或拒絕此訂單',
};
