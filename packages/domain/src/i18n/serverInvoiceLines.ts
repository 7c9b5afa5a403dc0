/*
 * An invoice line of a trip with its route and passengers (issue 30 part 8b), worded by the server in the
 * invoice's language. The route and the passengers are chains of one key each, so any number of stops or
 * passengers is a text with parameters (kept with the stored line) and nothing is ever cut.
 */

export const serverInvoiceLinesEn = {
  'srv.inv.trip': '{{date}} {{time}} {{service}} {{ref}} #{{seq}}{{vehicle}}{{noShow}}: {{route}}{{pax}}',
  'srv.inv.routeNext': '{{first}} → {{rest}}',
  'srv.inv.tripPax': '; passenger {{names}}',
  'srv.inv.tripPaxes': '; passengers {{names}}',
  'srv.inv.paxNext': '{{first}}, {{rest}}',
} as const;

export const serverInvoiceLinesZhHK: Record<keyof typeof serverInvoiceLinesEn, string> = {
  'srv.inv.trip': '{{date}} {{time}} {{service}} {{ref}} 第 {{seq}} 架{{vehicle}}{{noShow}}：{{route}}{{pax}}',
  'srv.inv.routeNext': '{{first}} → {{rest}}',
  'srv.inv.tripPax': '；乘客：{{names}}',
  'srv.inv.tripPaxes': '；乘客：{{names}}',
  'srv.inv.paxNext': '{{first}}、{{rest}}',
};
