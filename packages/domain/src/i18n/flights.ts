/**
 * Texts of issue 15's flight lookup on the order form ('flight.*') and the timetable's CSV import
 * on the Flight Timetable master file ('flightImport.*').
 */
export const flightsEn = {
  'flight.lookup': 'Look up the flight',
  'flight.lookupHelp': 'Look up the flight in the timetable (Enter): fills the ETA of an arrival, and its pick-up time when empty',
  'flight.looking': 'Looking up the flight…',
  'flight.notFound': 'Flight not found in the timetable',
  'flight.failed': 'Flight lookup failed: {{reason}}',
  'flight.route': '{{origin}} → {{destination}}',
  'flight.lands': 'lands {{time}}',
  'flight.departs': 'departs {{time}}',
  'flight.estimated': 'est. {{time}}',
  'flight.terminal': 'Terminal {{terminal}}',
  'flight.departsHere': 'This flight departs from Hong Kong: the ETA was left as it was',
  'flight.arrivesHere': 'This flight lands in Hong Kong: is the service an arrival?',
  'flightImport.upload': 'Import CSV',
  'flightImport.help':
    'Import a timetable CSV with the columns flightNo, origin, destination, scheduledDeparture, scheduledArrival, weekdays, validFrom, validTo, terminal. Every row must be right, or nothing is saved.',
  'flightImport.confirmTitle': 'Import the timetable',
  'flightImport.confirm': 'Import {{file}}? A flight with the same number and valid-from date as one in the timetable replaces it.',
  'flightImport.done': 'Flights imported: {{rows}} ({{inserted}} new, {{replaced}} replaced).',
  'flightImport.failed': 'Nothing was imported. Fix these rows and import the file again:',
  'flightImport.unreadable': 'The file cannot be read: {{reason}}',
};

export const flightsZhHK: Record<keyof typeof flightsEn, string> = {
  'flight.lookup': '查詢航班',
  'flight.lookupHelp': '在航班時間表查詢航班（Enter）：填入抵港航班的預計抵達時間，接載時間空白時一併填入',
  'flight.looking': '正在查詢航班…',
  'flight.notFound': '航班時間表中找不到此航班',
  'flight.failed': '查詢航班失敗：{{reason}}',
  'flight.route': '{{origin}} → {{destination}}',
  'flight.lands': '{{time}} 抵達',
  'flight.departs': '{{time}} 起飛',
  'flight.estimated': '預計 {{time}}',
  'flight.terminal': '{{terminal}} 客運大樓',
  'flight.departsHere': '此航班由香港起飛：預計抵達時間維持不變',
  'flight.arrivesHere': '此航班抵達香港：服務類型是否應為接機？',
  'flightImport.upload': '匯入 CSV',
  'flightImport.help':
    '匯入航班時間表 CSV，欄位為 flightNo、origin、destination、scheduledDeparture、scheduledArrival、weekdays、validFrom、validTo、terminal。所有資料行必須正確，否則不會儲存任何資料。',
  'flightImport.confirmTitle': '匯入航班時間表',
  'flightImport.confirm': '匯入 {{file}}？航班編號及有效日期由相同的現有航班會被取代。',
  'flightImport.done': '已匯入 {{rows}} 班航班：新增 {{inserted}} 班，取代 {{replaced}} 班。',
  'flightImport.failed': '沒有匯入任何資料。請修正以下資料行後再匯入：',
  'flightImport.unreadable': '無法讀取檔案：{{reason}}',
};
