/** Texts of the order form's stops editor (issue 30 part 3): each stop a location or a free address with its zone. */
export const orderStopsEn = {
  'stops.title': 'Stops',
  'stops.stopNo': 'Stop {{n}}',
  'stops.add': 'Add a stop',
  'stops.remove': 'Remove stop {{n}}',
};

export const orderStopsZhHK: Record<keyof typeof orderStopsEn, string> = {
  'stops.title': '中途站',
  'stops.stopNo': '中途站 {{n}}',
  'stops.add': '新增中途站',
  'stops.remove': '刪除中途站 {{n}}',
};
